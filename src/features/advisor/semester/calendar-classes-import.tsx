// From a calendar file: the weekly classes of a calendar export (Google, Outlook, Apple), offered with
// a checkbox each; the chosen ones become class meetings, on the device first like every change.
import { Button, Checkbox, FileButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { activeUserData } from '../../../data/active-user-data';
import { weeklyClassesOf, type WeeklyClass } from '../../../lib/timetable/weekly-classes';
import { meetingText } from './class-meeting-rows';

export function CalendarClassesImport() {
  const [found, setFound] = useState<WeeklyClass[] | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);

  const read = async (file: File | null) => {
    if (!file) return;
    const classes = weeklyClassesOf(await file.text());
    setFound(classes);
    // Every class is offered ticked: an export holds mostly the student's own timetable.
    setChosen(new Set(classes.map((meeting) => meeting.key)));
    setFailure(null);
  };
  const add = async () => {
    try {
      for (const { key, ...meeting } of found ?? []) if (chosen.has(key)) await activeUserData().classMeetings.create(meeting);
      setFound(null);
    } catch (error) {
      console.error('Adding classes from a calendar failed', error);
      setFailure('These classes could not be stored on this device. Try again.');
    }
  };
  const toggle = (key: string, on: boolean) => setChosen((current) => new Set([...current].filter((other) => other !== key).concat(on ? [key] : [])));

  return (
    <>
      <FileButton accept=".ics,text/calendar" onChange={(file) => void read(file)}>
        {(props) => (
          <Button {...props} size="compact-md" radius="xl" variant="subtle" mih={44} leftSection={<IconCalendarPlus size={16} aria-hidden="true" />}>
            From a calendar file
          </Button>
        )}
      </FileButton>
      <Modal opened={found !== null} onClose={() => setFound(null)} title="Classes in your calendar">
        <Stack gap="sm">
          {found?.length === 0 ? (
            <Text>This file has no weekly events to take as classes.</Text>
          ) : (
            <>
              <Text size="sm">Choose the ones that are your classes.</Text>
              {found?.map((meeting) => (
                <Checkbox
                  key={meeting.key}
                  label={meeting.course}
                  description={`${meetingText({ ...meeting, id: meeting.key })}${meeting.term_end ? ` · until ${meeting.term_end}` : ''}`}
                  checked={chosen.has(meeting.key)}
                  onChange={(event) => toggle(meeting.key, event.currentTarget.checked)}
                  styles={{ body: { minHeight: 44, alignItems: 'center' } }}
                />
              ))}
            </>
          )}
          {failure && (
            <Text c="red" size="sm" role="alert">
              {failure}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" mih={44} onClick={() => setFound(null)}>
              Cancel
            </Button>
            {found && found.length > 0 && (
              <Button mih={44} disabled={chosen.size === 0} onClick={() => void add()}>
                Add {chosen.size === 1 ? '1 class' : `${chosen.size} classes`}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
