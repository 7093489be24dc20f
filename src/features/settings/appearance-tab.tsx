// Settings › Appearance: the theme and large text, applied at once and saved to the student's settings
// (on this device first, synced later), so they follow the student to their other devices.
import { SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useMantineColorScheme } from '@mantine/core';
import { useState } from 'react';
import { activeUserData } from '../../data/active-user-data';
import type { ThemeChoice } from '../../lib/settings-rules';
import { applyLargeText, colorSchemeOf } from '../../ui/appearance';
import { SaveFailureAlert } from '../../ui/save-failure-alert';
import { useSettings } from './use-settings';
import { useRefusedChanges } from '../../hooks/use-refused-changes';

const SETTINGS_ENTITIES = ['settings'] as const;

const themes: { label: string; value: ThemeChoice }[] = [
  { label: 'System', value: 'system' },
  { label: 'Light', value: 'light' },
  { label: 'Dark', value: 'dark' },
];

export function AppearanceTab() {
  const current = useSettings();
  const { setColorScheme } = useMantineColorScheme();
  const [failure, setFailure] = useState<string | null>(null);
  const refused = useRefusedChanges(SETTINGS_ENTITIES, setFailure);

  const save = (changes: { theme?: ThemeChoice; large_text?: boolean }) => {
    if (changes.theme) setColorScheme(colorSchemeOf(changes.theme));
    if (changes.large_text !== undefined) applyLargeText(changes.large_text);
    activeUserData()
      .settings.save(changes)
      .catch((error: unknown) => {
        console.error('Saving appearance failed', error);
        setFailure('Your choice could not be stored on this device. Try again.');
      });
  };

  if (!current) return <Text c="dimmed">Loading…</Text>;
  const { settings } = current;
  return (
    <Stack gap="lg" maw={640}>
      <Title order={2} fz="xl">
        Appearance
      </Title>
      <SaveFailureAlert title="Your appearance choice was not saved" localFailure={failure} onDismissLocalFailure={() => setFailure(null)} {...refused} />
      <Stack gap={6}>
        <Text id="theme-label" fw={600}>
          Theme
        </Text>
        <SegmentedControl
          aria-labelledby="theme-label"
          data={themes}
          value={settings.theme}
          onChange={(value) => save({ theme: value as ThemeChoice })}
          fullWidth
          maw={420}
        />
        <Text size="sm" c="dimmed">
          System follows your device&apos;s light or dark setting.
        </Text>
      </Stack>
      <Switch
        label="Large text mode"
        description="Makes all text and controls larger in this app, on every device you sign in on."
        checked={settings.large_text}
        onChange={(event) => save({ large_text: event.currentTarget.checked })}
      />
    </Stack>
  );
}
