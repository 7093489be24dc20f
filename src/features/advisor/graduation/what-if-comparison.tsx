// The What-if figures side by side: the plan's program and the other one, each with the credits done that
// carry over, the requirements still to meet, the terms left and the projected graduation; then what does not
// carry over and what the other program adds, named course by course and requirement by requirement.
import { Alert, List, Stack, Table, Text, Title } from '@mantine/core';
import type { WhatIf, ProgramOutlook } from '../../../lib/planning/what-if';

const credits = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;

export function WhatIfComparison({ result }: { result: WhatIf }) {
  const { current, other } = result;
  const rows: [string, (side: ProgramOutlook) => string][] = [
    ['Credits that carry over', (side) => `${side.carryOver.carriedCredits} of ${result.doneCredits}`],
    ['Requirements still to meet', (side) => String(side.openRequirements.length)],
    ['Terms left', (side) => (side.plan.ok ? String(side.plan.termsLeft) : '—')],
    ['Projected graduation', (side) => (side.plan.ok ? side.plan.projectedGraduation : 'No plan possible')],
  ];
  return (
    <Stack gap="md">
      <Table withTableBorder withColumnBorders verticalSpacing="xs" horizontalSpacing="xs" fz="sm" data-testid="what-if-figures">
        <Table.Caption>Both planned from next term with your credit load; taken and taking courses stay where they are.</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Td />
            <Table.Th scope="col">{current.program.program_name} (now)</Table.Th>
            <Table.Th scope="col">{other.program.program_name}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={500}>
                {label}
              </Table.Th>
              <Table.Td>{value(current)}</Table.Td>
              <Table.Td fw={600}>{value(other)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!other.plan.ok && (
        <Alert color="red" variant="light" title={`No plan can be made for ${other.program.program_name}`}>
          {other.plan.problem}
        </Alert>
      )}
      <Details title={`Requirements added by ${other.program.program_name}`} empty="None: what you have done covers them.">
        {other.openRequirements.map((row) => (
          <List.Item key={row.category}>
            {row.category}: {credits(row.creditsRemaining)} of {row.creditsRequired} to go
          </List.Item>
        ))}
      </Details>
      <Details title={`Does not carry over to ${other.program.program_name}`} empty="Nothing: all of it counts.">
        {other.carryOver.notCarried.map((course) => (
          <List.Item key={course.courseCode}>
            {course.courseCode} ({credits(course.credits)})
          </List.Item>
        ))}
      </Details>
    </Stack>
  );
}

function Details({ title, empty, children }: { title: string; empty: string; children: React.ReactNode[] }) {
  return (
    <section aria-label={title}>
      <Title order={3} fz="sm" mb={4}>
        {title}
      </Title>
      {children.length > 0 ? (
        <List size="sm">{children}</List>
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </section>
  );
}
