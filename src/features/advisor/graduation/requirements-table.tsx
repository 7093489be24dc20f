// Degree requirement table: credits required, completed (taken courses) and remaining per
// category; only categories without a comma; Remaining reads "Satisfied" once nothing is left.
import { Badge, Paper, Table, Text, Title } from '@mantine/core';
import type { RequirementRow } from '../../../lib/planning/plan-types';
import { formatCredits } from './graduation-plan-summary';

export function RequirementsTable({ rows, note }: { rows?: RequirementRow[]; note?: string }) {
  const shown = rows?.filter((row) => !row.category.includes(','));
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={3} fz="lg" mb="sm">
        Degree requirements
      </Title>
      {!shown && <Text c="dimmed">{note ?? 'Loading…'}</Text>}
      {shown && shown.length === 0 && <Text c="dimmed">This program lists no requirements.</Text>}
      {shown && shown.length > 0 && (
        <Table.ScrollContainer minWidth={300}>
          <Table striped verticalSpacing="xs" horizontalSpacing={6} fz={{ base: 'xs', sm: 'sm' }} aria-label="Degree requirements">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Category</Table.Th>
                <Table.Th ta="right">Required</Table.Th>
                <Table.Th ta="right">Completed</Table.Th>
                <Table.Th ta="right">Remaining</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((row) => (
                <Table.Tr key={row.category}>
                  <Table.Td>{row.category}</Table.Td>
                  <Table.Td ta="right">{formatCredits(row.credits_required)}</Table.Td>
                  <Table.Td ta="right">{formatCredits(row.credits_completed)}</Table.Td>
                  <Table.Td ta="right">
                    {row.credits_remaining <= 0 ? (
                      <Badge color="teal.9" variant="filled">
                        Satisfied
                      </Badge>
                    ) : (
                      formatCredits(row.credits_remaining)
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
