import { Table, Text } from '@mantine/core';
import { DashboardCard } from './dashboard-card';
import { deadlinesThisWeek } from './sample-data';

export function DeadlinesCard() {
  return (
    <DashboardCard title="Deadline This Week">
      <Table.ScrollContainer minWidth={280}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Assignment</Table.Th>
              <Table.Th w={140}>Due</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {deadlinesThisWeek.map((deadline) => (
              <Table.Tr key={deadline.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {deadline.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {deadline.course}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600} c="var(--mantine-color-red-text)">
                    {deadline.due}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </DashboardCard>
  );
}
