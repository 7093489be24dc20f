// Settings › Notifications: the three switches, the weekly study budget and the daily study window, stored in the student's
// settings by Save changes (offline too; synced later). Turning push on asks the browser's permission
// first: a refusal is said plainly and the switch goes back off.
import { Alert, Button, Group, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { activeUserData } from '../../data/active-user-data';
import type { Settings } from '../../data/entities/settings';
import { SETTINGS_LIMITS, studyWindowErrors, WEEKLY_STUDY_HOURS_MESSAGE } from '../../lib/settings-rules';
import { SaveFailureAlert } from '../../ui/save-failure-alert';
import { askNotificationPermission, notificationPermission, PERMISSION_MESSAGES } from './notification-permission';
import { useRefusedChanges } from '../../hooks/use-refused-changes';
import { StudyWindowFields, type StudyWindowValues } from './study-window-fields';
import { useSettings } from './use-settings';

type Values = Pick<Settings, 'email_reminders' | 'push_announcements' | 'weekly_report' | 'weekly_study_hours' | 'earliest_study_time' | 'latest_study_time'>;

const SETTINGS_ENTITIES = ['settings'] as const;

const pick = (settings: Settings): Values => ({
  email_reminders: settings.email_reminders,
  push_announcements: settings.push_announcements,
  weekly_report: settings.weekly_report,
  weekly_study_hours: settings.weekly_study_hours,
  earliest_study_time: settings.earliest_study_time,
  latest_study_time: settings.latest_study_time,
});

export function NotificationsTab() {
  const current = useSettings();
  // The student's unsaved changes over the stored settings, null when there are none. The form shows the
  // stored settings until the first change: copying them into state from an effect re-ran on every render
  // and, still pending when the first tap came, put the stored values back over it (the first tap was lost).
  const [draft, setDraft] = useState<Values | null>(null);
  const stored = useRef<Values | null>(null);
  const [hoursError, setHoursError] = useState<string | undefined>();
  const [windowErrors, setWindowErrors] = useState<Partial<Record<keyof StudyWindowValues, string>>>({});
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const refused = useRefusedChanges(SETTINGS_ENTITIES, setFailure);
  const [permissionProblem, setPermissionProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  if (!current) return <Text c="dimmed">Loading…</Text>;
  stored.current = pick(current.settings);
  const values = draft ?? stored.current;
  // From the latest draft, not this render's: the permission prompt answers later, after other switches
  // may have changed, and only push may change with its answer.
  const change = (next: Partial<Values>) => {
    setSaved(false);
    setDraft((latest) => ({ ...(latest ?? stored.current!), ...next }));
  };

  const turnPush = async (on: boolean) => {
    setPermissionProblem(null);
    if (!on) return change({ push_announcements: false });
    setAsking(true);
    const answer = await askNotificationPermission();
    setAsking(false);
    if (answer === 'granted') return change({ push_announcements: true });
    change({ push_announcements: false });
    setPermissionProblem(PERMISSION_MESSAGES[answer]);
  };
  // Push saved on, but this browser blocks notifications now (changed in the site settings, or another device).
  const blockedHere = !permissionProblem && values.push_announcements && notificationPermission() === 'denied';

  const save = async () => {
    const hours = values.weekly_study_hours;
    const hoursWrong = !Number.isInteger(hours) || hours < SETTINGS_LIMITS.weeklyStudyHoursMin || hours > SETTINGS_LIMITS.weeklyStudyHoursMax;
    if (hoursWrong) setHoursError(WEEKLY_STUDY_HOURS_MESSAGE);
    const windowWrong = studyWindowErrors(values);
    setWindowErrors({ earliest_study_time: windowWrong.earliest_study_time?.[0], latest_study_time: windowWrong.latest_study_time?.[0] });
    if (hoursWrong || Object.keys(windowWrong).length > 0) return;
    try {
      await activeUserData().settings.save(values);
      setDraft(null);
      setSaved(true);
    } catch (error) {
      console.error('Saving notification settings failed', error);
      setFailure('Your changes could not be stored on this device. Try again.');
    }
  };

  return (
    <Stack gap="lg" maw={640}>
      <Title order={2} fz="xl">
        Notifications
      </Title>
      <SaveFailureAlert title="Your notification settings were not saved" localFailure={failure} onDismissLocalFailure={() => setFailure(null)} {...refused} />
      <Switch
        label="Email reminders for due tasks"
        description="Once a day, an email listing your tasks due in the next 24 hours (when this DegreeMate server sends mail)."
        checked={values.email_reminders}
        onChange={(e) => change({ email_reminders: e.currentTarget.checked })}
      />
      <Switch
        label="Push for announcements"
        description="A notification on this device when a new announcement arrives."
        checked={values.push_announcements}
        disabled={asking}
        onChange={(e) => void turnPush(e.currentTarget.checked)}
      />
      {(permissionProblem || blockedHere) && (
        <Alert color="red" title="Notifications are blocked" role="alert">
          {permissionProblem ?? PERMISSION_MESSAGES.blocked}
        </Alert>
      )}
      <Switch
        label="Weekly progress report"
        description="On Monday, last week's summary on your dashboard, and by email when this server sends mail."
        checked={values.weekly_report}
        onChange={(e) => change({ weekly_report: e.currentTarget.checked })}
      />
      <Title order={3} fz="lg" mt="sm">
        Study
      </Title>
      <NumberInput
        label="Weekly study hours"
        description="How many hours a week your weekly study plans may fill."
        min={SETTINGS_LIMITS.weeklyStudyHoursMin}
        max={SETTINGS_LIMITS.weeklyStudyHoursMax}
        allowDecimal={false}
        value={values.weekly_study_hours}
        error={hoursError}
        onChange={(value) => {
          setHoursError(undefined);
          change({ weekly_study_hours: typeof value === 'number' ? value : Number.NaN });
        }}
        maw={360}
      />
      <StudyWindowFields
        values={values}
        errors={windowErrors}
        onChange={(next) => {
          setWindowErrors({});
          change(next);
        }}
      />
      <Group gap="sm">
        <Button onClick={() => void save()}>Save changes</Button>
        {saved && (
          <Text size="sm" c="dimmed" role="status">
            Saved.
          </Text>
        )}
      </Group>
    </Stack>
  );
}
