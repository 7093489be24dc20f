// "Last week" (Weekly progress report): on Monday, with the report switched on, last week's
// summary computed on this device from its own data, so it shows offline too. The same figures are
// mailed by the server when it sends mail (server/notifications/weekly-report-mail.ts).
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { plannedHours, type LastWeekReport } from '../../lib/progress/last-week-report';
import { DashboardCard } from './dashboard-card';

const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

function Figure({ value, label, detail }: { value: string; label: string; detail: string }) {
  return (
    <Stack gap={2}>
      <Text fz={26} fw={800} style={{ letterSpacing: '-0.02em' }}>
        {value}
      </Text>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="xs" c="dimmed">
        {detail}
      </Text>
    </Stack>
  );
}

export function LastWeekCard({ report }: { report: LastWeekReport }) {
  const degree = report.degree;
  return (
    <DashboardCard title="Last week" action="More" to="/study/achievement">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Your week from Monday {shortDay(report.from)} to Sunday {shortDay(report.to)}.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Figure
            value={String(report.tasksCompleted)}
            label={report.tasksCompleted === 1 ? 'Task completed' : 'Tasks completed'}
            detail="Marked complete last week"
          />
          <Figure value={plannedHours(report.plannedMinutes)} label="Study planned" detail={`Of your ${report.budgetHours} h weekly budget`} />
          <Figure
            value={degree ? `${degree.percent}%` : '—'}
            label="Graduation plan"
            detail={degree ? `${degree.takenCredits} of ${degree.totalCredits} credits taken` : 'No graduation plan yet'}
          />
        </SimpleGrid>
      </Stack>
    </DashboardCard>
  );
}
