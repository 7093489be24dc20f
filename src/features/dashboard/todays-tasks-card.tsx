import { Badge, Table } from '@mantine/core';
import { DashboardCard } from './dashboard-card';
import { todaysTasks, type TaskStatus } from './sample-data';

// SPEC §4: In-progress shows in the warning colour, Not-started muted.
const statusColor: Record<TaskStatus, string> = { 'In-progress': 'orange', 'Not-started': 'gray' };

export function TodaysTasksCard() {
  return (
    <DashboardCard title="Today's Task">
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Task</Table.Th>
              <Table.Th w={130}>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {todaysTasks.map((task) => (
              <Table.Tr key={task.id}>
                <Table.Td fw={500}>{task.title}</Table.Td>
                <Table.Td>
                  <Badge color={statusColor[task.status]} variant="light" radius="sm" tt="none">
                    {task.status}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </DashboardCard>
  );
}
