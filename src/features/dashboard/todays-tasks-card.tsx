// Today's Task: the first few open tasks due today or overdue (in todaysTasks' order), with the
// colours (In progress in the warning colour, Not started muted), and how many more there are.
import { Badge, Table, Text } from '@mantine/core';
import type { Task } from '../../data/entities/task';
import { AndMore } from './and-more';
import { CARD_TASK_ROWS, DashboardCard } from './dashboard-card';

const statusBadge = { in_progress: { label: 'In-progress', color: 'orange' }, todo: { label: 'Not-started', color: 'gray' } } as const;

/** `total`: how many there are, when `tasks` holds only the first few (the dashboard's snapshot). */
export function TodaysTasksCard({ tasks, total = tasks.length, isOverdue }: { tasks: Task[]; total?: number; isOverdue(task: Task): boolean }) {
  return (
    <DashboardCard title="Today's Task" to="/study/tasks">
      {!tasks.length ? (
        <Text size="sm" c="dimmed">
          Nothing due today. Tasks due today or overdue show here.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={280}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Task</Table.Th>
                <Table.Th w={130}>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tasks.slice(0, CARD_TASK_ROWS).map((task) => {
                const badge = statusBadge[task.status === 'in_progress' ? 'in_progress' : 'todo'];
                return (
                  <Table.Tr key={task.id} data-task-id={task.id}>
                    <Table.Td>
                      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                        {task.title}
                      </Text>
                      {(task.course || isOverdue(task)) && (
                        <Text size="xs" c={isOverdue(task) ? 'var(--mantine-color-red-text)' : 'dimmed'}>
                          {[task.course, isOverdue(task) ? 'Overdue' : ''].filter(Boolean).join(' · ')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={badge.color} variant="light" radius="sm" tt="none">
                        {badge.label}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          {total > CARD_TASK_ROWS && <AndMore count={total - CARD_TASK_ROWS} />}
        </Table.ScrollContainer>
      )}
    </DashboardCard>
  );
}
