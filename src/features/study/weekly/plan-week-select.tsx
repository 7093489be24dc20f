// The week a new plan is for: this week, next week, or a later week's Monday. It starts on this week
// until Thursday 18:00 and on next week after, when too little of this week is left to plan.
import { Select } from '@mantine/core';
import { dayLabel } from '../../../lib/study/plan-labels';
import { addDays, mondayOf } from '../../../lib/study/week';

const LATER_WEEKS = 8;

export function planWeekChoices(now: Date): { value: string; label: string }[] {
  const monday = mondayOf(now);
  return Array.from({ length: LATER_WEEKS + 2 }, (_, index) => {
    const value = addDays(monday, index * 7);
    const label = index === 0 ? 'This week' : index === 1 ? 'Next week' : `Week of ${dayLabel(value, 0)}`;
    return { value, label: `${label} (from ${dayLabel(value, 0)})` };
  });
}

export function PlanWeekSelect({ value, now, disabled, onChange }: { value: string; now: Date; disabled?: boolean; onChange(weekOf: string): void }) {
  return (
    <Select
      label="Week"
      data={planWeekChoices(now)}
      value={value}
      allowDeselect={false}
      disabled={disabled}
      onChange={(next) => next && onChange(next)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
