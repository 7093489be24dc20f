// Title, description and course, shared by Generate Weekly Plan and Edit Plan. The course is free text
// with the student's classes offered as suggestions (optional).
import { Autocomplete, TextInput } from '@mantine/core';
import type { WeeklyPlanForm } from '../../../data/study/weekly-plan-actions';
import type { WeeklyFormErrors } from './weekly-form';
import { GrowingTextarea } from '../../../ui/growing-textarea';

interface WeeklyPlanFieldsProps {
  values: WeeklyPlanForm;
  errors: WeeklyFormErrors;
  suggestions: string[];
  disabled?: boolean;
  onChange(field: keyof WeeklyPlanForm, value: string): void;
}

export function WeeklyPlanFields({ values, errors, suggestions, disabled, onChange }: WeeklyPlanFieldsProps) {
  return (
    <>
      <TextInput
        label="Title"
        required
        placeholder="Midterm week"
        value={values.title}
        error={errors.title}
        disabled={disabled}
        onChange={(event) => onChange('title', event.currentTarget.value)}
        data-autofocus
      />
      <GrowingTextarea
        label="Description"
        description="What you need to cover this week: topics, chapters, assignments."
        placeholder="Recursion, linked lists, problem set 4"
        minRows={3}
        maxRows={8}
        value={values.description}
        error={errors.description}
        disabled={disabled}
        onChange={(event) => onChange('description', event.currentTarget.value)}
      />
      <Autocomplete
        label="Course"
        description="Optional"
        placeholder={suggestions.length ? 'Pick one of your classes or type one' : 'e.g. CS 2110'}
        data={suggestions}
        value={values.course}
        error={errors.course}
        disabled={disabled}
        onChange={(value) => onChange('course', value)}
      />
    </>
  );
}
