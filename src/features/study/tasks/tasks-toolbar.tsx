// Search over title, notes and course; filters by course and by due (overdue, today, this week).
import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { DueFilter, TaskFilter } from '../../../lib/tasks/task-filters';

const DUE_OPTIONS: { value: DueFilter; label: string }[] = [
  { value: 'any', label: 'Any due date' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'today', label: 'Due today' },
  { value: 'week', label: 'Due this week' },
];

interface TasksToolbarProps {
  filter: TaskFilter;
  courses: string[];
  onChange(filter: TaskFilter): void;
}

export function TasksToolbar({ filter, courses, onChange }: TasksToolbarProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        aria-label="Search tasks"
        placeholder="Search tasks"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={filter.query}
        onChange={(event) => onChange({ ...filter, query: event.currentTarget.value })}
        style={{ flex: '1 1 16rem' }}
      />
      <Select
        aria-label="Filter by course"
        placeholder="All courses"
        data={courses}
        value={filter.course || null}
        onChange={(value) => onChange({ ...filter, course: value ?? '' })}
        clearable
        searchable
        style={{ flex: '1 1 10rem' }}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        aria-label="Filter by due date"
        data={DUE_OPTIONS}
        value={filter.due}
        onChange={(value) => onChange({ ...filter, due: (value as DueFilter | null) ?? 'any' })}
        allowDeselect={false}
        style={{ flex: '1 1 10rem' }}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}
