// Your syllabi, on the Weekly tab: the syllabi imported so far, with this week's topic from each (what the
// weekly plans take), and Delete for one imported by mistake: its deadlines go with it (they name it), so
// the board, the calendar and the plans stop using it.
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { activeUserData } from '../../../data/active-user-data';
import type { Syllabus } from '../../../data/entities/syllabus';
import type { Task } from '../../../data/entities/task';
import { plural } from '../../../lib/count-words';
import { syllabusTopicsOfWeek } from '../../../lib/study/syllabus-week-topics';
import { mondayOf } from '../../../lib/study/week';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useNow } from '../../../ui/use-now';

const nameOf = (syllabus: Syllabus) => [syllabus.course || syllabus.title || 'A syllabus', syllabus.term].filter(Boolean).join(' · ');

export function SyllabiCard({ onFailure }: { onFailure(message: string): void }) {
  const userData = activeUserData();
  const { now } = useNow();
  const syllabi = useLiveQuery(() => userData.syllabi.list(), [userData]);
  const tasks = useLiveQuery(async () => ((await userData.db.tasks.toArray()) as unknown as Task[]).filter((task) => task.syllabus_id !== null), [userData]);
  const [deleting, setDeleting] = useState<Syllabus | null>(null);
  if (!syllabi?.length) return null;

  const weekOf = mondayOf(now);
  const deadlinesOf = (syllabus: Syllabus) => (tasks ?? []).filter((task) => task.syllabus_id === syllabus.id).length;
  const remove = (syllabus: Syllabus) => {
    setDeleting(null);
    userData.syllabi.remove(syllabus.id).catch((error: unknown) => {
      console.error('Deleting a syllabus failed', error);
      onFailure('The syllabus could not be deleted on this device. Try again.');
    });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="syllabi-title">
      <Title order={2} fz="lg" fw={700} id="syllabi-title" mb={4}>
        Your syllabi
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Your weekly plans take each week’s topics from these.
      </Text>
      <Stack gap="sm">
        {syllabi.map((syllabus) => {
          const [thisWeek] = syllabusTopicsOfWeek([syllabus], weekOf);
          return (
            <Group key={syllabus.id} justify="space-between" wrap="nowrap" gap="sm" component="article" aria-label={nameOf(syllabus)}>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {nameOf(syllabus)}
                </Text>
                <Text size="sm" c="dimmed">
                  {plural(syllabus.topics.length, 'weekly topic')} · {plural(deadlinesOf(syllabus), 'deadline')}
                </Text>
                {thisWeek && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    This week: {thisWeek.topic}
                  </Text>
                )}
              </Stack>
              <Button variant="subtle" color="red" onClick={() => setDeleting(syllabus)} aria-label={`Delete the syllabus ${nameOf(syllabus)}`}>
                Delete
              </Button>
            </Group>
          );
        })}
      </Stack>
      <ConfirmModal
        opened={deleting !== null}
        title="Delete this syllabus?"
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove(deleting)}
      >
        {deleting &&
          `${nameOf(deleting)} and its ${plural(deadlinesOf(deleting), 'deadline')} on your board will be deleted. Your weekly plans keep what they already hold.`}
      </ConfirmModal>
    </Paper>
  );
}
