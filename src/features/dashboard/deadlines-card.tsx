// Deadline This Week: the first few open tasks due between this Monday and Sunday, soonest first, and how
// many more there are.
import { Stack, Table, Text } from '@mantine/core';
import type { Task } from '../../data/entities/task';
import { dueText } from '../../lib/tasks/due-text';
import { ButtonLink } from '../../ui/router-links';
import { AndMore } from './and-more';
import { CARD_TASK_ROWS, DashboardCard } from './dashboard-card';

/** `total`: how many there are, when `tasks` holds only the first few (the dashboard's snapshot). */
export function DeadlinesCard({ tasks, total = tasks.length }: { tasks: Task[]; total?: number }) {
  return (
    <DashboardCard title="Deadline This Week" to="/study/tasks">
      {!tasks.length ? (
        // The offer is a button of its own, not a link inside the sentence: as a link it was a 16 px tall target.
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            No deadlines left this week (to Sunday). Import a syllabus to get a term’s deadlines at once.
          </Text>
          <ButtonLink variant="light" size="xs" to="/study/tasks" search={{ import: 'syllabus' }}>
            Import a syllabus
          </ButtonLink>
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={260}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Assignment</Table.Th>
                <Table.Th w={150}>Due</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tasks.slice(0, CARD_TASK_ROWS).map((task) => (
                <Table.Tr key={task.id}>
                  <Table.Td>
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {task.title}
                    </Text>
                    {task.course && (
                      <Text size="xs" c="dimmed">
                        {task.course}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600} c="var(--mantine-color-red-text)">
                      {dueText(task)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {total > CARD_TASK_ROWS && <AndMore count={total - CARD_TASK_ROWS} />}
        </Table.ScrollContainer>
      )}
    </DashboardCard>
  );
}
