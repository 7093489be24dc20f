// A taken course's grade: the letters of the university's scale, and "In progress" for none yet.
import { Select } from '@mantine/core';
import type { GradingScale } from '../../../lib/grades/grading-scale';

const IN_PROGRESS = '';

interface GradeSelectProps {
  code: string;
  grade: string | null | undefined;
  scale: GradingScale;
  onChange(grade: string | null): void;
}

export function GradeSelect({ code, grade, scale, onChange }: GradeSelectProps) {
  const data = [{ value: IN_PROGRESS, label: 'In progress' }, ...scale.grades.map((definition) => ({ value: definition.grade, label: definition.grade }))];
  return (
    <Select
      aria-label={`Grade in ${code}`}
      size="xs"
      w={120}
      data={data}
      value={grade ?? IN_PROGRESS}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      onChange={(value) => onChange(value === null || value === IN_PROGRESS ? null : value)}
    />
  );
}
