// Class times: when each class the student is taking meets (the weekly plan keeps clear of them), and
// classes outside the plan typed in (Another class). Read and written on the device, synced later.
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { activeUserData } from '../../../data/active-user-data';
import type { ClassMeeting } from '../../../data/entities/class-meeting';
import type { PlanCourse } from '../../../lib/plan';
import { SemesterCard } from './semester-card';
import { CalendarClassesImport } from './calendar-classes-import';
import { ClassMeetingRows } from './class-meeting-rows';
import { MeetingFormModal } from './meeting-form-modal';
import { emptyMeeting, formValuesOf, type MeetingFields, type MeetingFormValues } from './meeting-form-values';

interface ClassTimesCardProps {
  courses: readonly PlanCourse[];
}

interface Editing {
  values: MeetingFormValues;
  /** The meeting being changed; undefined for a new one. */
  id?: string;
  freeCourse: boolean;
}

export function ClassTimesCard({ courses }: ClassTimesCardProps) {
  const meetings = useLiveQuery(() => activeUserData().classMeetings.list(), []);
  const [editing, setEditing] = useState<Editing | null>(null);
  const codes = courses.map((course) => course.course_code);
  const others = [...new Set((meetings ?? []).map((meeting) => meeting.course).filter((course) => !codes.includes(course)))];
  const ofCourse = (course: string) => (meetings ?? []).filter((meeting) => meeting.course === course).sort(byTime);

  const save = async (meeting: MeetingFields) => {
    const repository = activeUserData().classMeetings;
    if (editing?.id) await repository.update(editing.id, meeting);
    else await repository.create(meeting);
    setEditing(null);
  };
  const edit = (meeting: ClassMeeting) => setEditing({ values: formValuesOf(meeting), id: meeting.id, freeCourse: !codes.includes(meeting.course) });

  const another = (
    <Button
      size="compact-md"
      radius="xl"
      variant="light"
      mih={44}
      leftSection={<IconPlus size={16} aria-hidden="true" />}
      onClick={() => setEditing({ values: emptyMeeting(), freeCourse: true })}
    >
      Another class
    </Button>
  );
  return (
    <SemesterCard title="Class times" id="class-times" action={another}>
      {meetings === undefined ? (
        <Text c="dimmed">Loading…</Text>
      ) : codes.length + others.length === 0 ? (
        <Text c="dimmed">Mark classes as taking, or add another class, to enter when they meet.</Text>
      ) : (
        <Stack gap="md">
          {[...codes, ...others].map((course) => (
            <Stack key={course} gap={4} component="section" aria-label={`${course} times`}>
              <Group justify="space-between" gap="xs">
                <Text fw={700}>{course}</Text>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  radius="xl"
                  mih={44}
                  leftSection={<IconPlus size={14} aria-hidden="true" />}
                  aria-label={`Add time for ${course}`}
                  onClick={() => setEditing({ values: emptyMeeting(course), freeCourse: false })}
                >
                  Add time
                </Button>
              </Group>
              <ClassMeetingRows meetings={ofCourse(course)} onEdit={edit} onDelete={(meeting) => void activeUserData().classMeetings.remove(meeting.id)} />
            </Stack>
          ))}
        </Stack>
      )}
      <Group justify="flex-end" mt="sm">
        <CalendarClassesImport />
      </Group>
      <MeetingFormModal
        initial={editing?.values ?? null}
        freeCourse={editing?.freeCourse ?? false}
        editing={Boolean(editing?.id)}
        onClose={() => setEditing(null)}
        onSave={save}
      />
    </SemesterCard>
  );
}

const byTime = (a: ClassMeeting, b: ClassMeeting) => a.weekday - b.weekday || a.start_time.localeCompare(b.start_time);
