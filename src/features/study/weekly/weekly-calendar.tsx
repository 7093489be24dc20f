// Weekly Calendar: this week's study blocks day by day, from this week's plans.
// Collapsed: today and the next two days; Expand: Monday to Sunday. A block opens its plan.
import { Button, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState, type CSSProperties } from 'react';
import type { CalendarDay } from './weekly-calendar-days';
import { collapsedDays } from './weekly-calendar-days';
import classes from './weekly-calendar.module.css';

interface WeeklyCalendarProps {
  days: CalendarDay[];
  onOpenPlan(planId: string): void;
}

const dateText = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year!, month! - 1, day!, 12).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
};

export function WeeklyCalendar({ days, onOpenPlan }: WeeklyCalendarProps) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? days : collapsedDays(days);
  const empty = days.every((day) => !day.blocks.length);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="weekly-calendar-title">
      <Stack gap="sm">
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
          <Title order={2} fz="lg" fw={700} id="weekly-calendar-title">
            Weekly Calendar
          </Title>
          <Button size="compact-md" variant="light" aria-expanded={expanded} aria-controls="weekly-calendar-days" onClick={() => setExpanded((value) => !value)}>
            {expanded ? 'Collapse' : 'Expand'}
          </Button>
        </div>
        {empty && <Text c="dimmed" size="sm">No study blocks this week yet. Generate a plan and its blocks show here.</Text>}
        <div
          id="weekly-calendar-days"
          className={classes.days}
          style={{ '--calendar-columns': shown.length } as CSSProperties}
          tabIndex={0}
          role="region"
          aria-label="Days of this week"
        >
          {shown.map((day) => (
            <section key={day.date} className={`${classes.day} ${day.isToday ? classes.today : ''}`} aria-label={`${day.name} ${dateText(day.date)}${day.isToday ? ', today' : ''}`}>
              <Title order={3} fz="sm" fw={700}>
                {day.name}{' '}
                <Text span size="sm" c="dimmed" fw={400}>
                  {dateText(day.date)}
                  {day.isToday ? ' · today' : ''}
                </Text>
              </Title>
              {day.blocks.length === 0 ? (
                <Text size="sm" c="dimmed" mt={6}>
                  Free
                </Text>
              ) : (
                <Stack component="ul" gap={6} mt={6} p={0} m={0} style={{ listStyle: 'none' }}>
                  {day.blocks.map((block, index) => (
                    <li key={`${block.planId}-${index}`}>
                      <UnstyledButton className={classes.block} onClick={() => onOpenPlan(block.planId)} aria-label={`${block.start}–${block.end} ${block.focus}${block.course ? ` (${block.course})` : ''}, from ${block.planTitle}`}>
                        <Text size="xs" c="dimmed">
                          {block.start}–{block.end}
                        </Text>
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {block.focus}
                        </Text>
                        {block.course && (
                          <Text size="xs" c="dimmed">
                            {block.course}
                          </Text>
                        )}
                      </UnstyledButton>
                    </li>
                  ))}
                </Stack>
              )}
            </section>
          ))}
        </div>
      </Stack>
    </Paper>
  );
}
