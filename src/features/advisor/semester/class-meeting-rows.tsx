// One class's meetings, each a line (day, times, room, A/B) with Edit and Delete.
import { Button, Group, Stack, Text } from '@mantine/core';
import type { ClassMeeting } from '../../../data/entities/class-meeting';
import { DAY_NAMES } from '../../../lib/study/week';

interface ClassMeetingRowsProps {
  meetings: readonly ClassMeeting[];
  onEdit(meeting: ClassMeeting): void;
  onDelete(meeting: ClassMeeting): void;
}

export function meetingText(meeting: ClassMeeting): string {
  const when = `${DAY_NAMES[meeting.weekday - 1] ?? '?'} ${meeting.start_time}–${meeting.end_time}`;
  return [when, meeting.location, meeting.rotation === 'ab' ? `A/B weeks from ${meeting.week_a_starts ?? '?'}` : ''].filter(Boolean).join(' · ');
}

export function ClassMeetingRows({ meetings, onEdit, onDelete }: ClassMeetingRowsProps) {
  if (meetings.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No times yet.
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
      {meetings.map((meeting) => (
        <Group component="li" key={meeting.id} justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" style={{ flex: '1 1 10rem', overflowWrap: 'anywhere' }}>
            {meetingText(meeting)}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              mih={44}
              aria-label={`Edit ${meeting.course} ${meetingText(meeting)}`}
              onClick={() => onEdit(meeting)}
            >
              Edit
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              mih={44}
              aria-label={`Delete ${meeting.course} ${meetingText(meeting)}`}
              onClick={() => onDelete(meeting)}
            >
              Delete
            </Button>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
