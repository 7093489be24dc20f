// The importer's review: every dated item found, grouped as a student reads a syllabus (exams and quizzes,
// then other deadlines), each editable and deselectable, with the line it was read from. Items already on
// the board start unchosen. Nothing is saved until "Add … tasks".
import { Alert, Autocomplete, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { importedTasks, reviewGroup, reviewRows, rowProblem, type ExistingTask, type ImportedTask, type ReviewGroup, type ReviewRow } from '../../lib/syllabus/syllabus-review';
import type { SyllabusExtraction } from '../../lib/syllabus/syllabus-extraction';
import { SyllabusReviewItem } from './syllabus-review-item';

interface SyllabusReviewStepProps {
  extraction: SyllabusExtraction;
  name: string;
  existing: readonly ExistingTask[];
  courses: string[];
  onBack(): void;
  onSave(tasks: ImportedTask[], course: string): Promise<void>;
}

const GROUPS: Array<{ group: ReviewGroup; title: string }> = [
  { group: 'exams', title: 'Exams and quizzes' },
  { group: 'deadlines', title: 'Deadlines' },
];

const localToday = () => new Date().toLocaleString('sv').slice(0, 10);
const plural = (count: number) => `${count} ${count === 1 ? 'task' : 'tasks'}`;

export function SyllabusReviewStep({ extraction, name, existing, courses, onBack, onSave }: SyllabusReviewStepProps) {
  const [course, setCourse] = useState(extraction.courseCode ?? '');
  const [rows, setRows] = useState<ReviewRow[]>(() => reviewRows(extraction.items, extraction.courseCode ?? '', existing, localToday()));
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = rows.filter((row) => row.chosen);
  const courseProblem = course.trim().length > 100 ? 'Keep the course under 100 characters.' : null;

  const change = (key: string, changes: Partial<ReviewRow>) => setRows((all) => all.map((row) => (row.key === key ? { ...row, ...changes } : row)));
  const save = async () => {
    setChecked(true);
    if (courseProblem || chosen.some((row) => rowProblem(row) !== null)) return;
    setSaving(true);
    setFailure(null);
    try {
      await onSave(importedTasks(rows, course, name), course.trim());
    } catch {
      setFailure('The tasks could not be stored on this device. Nothing was added; try again.');
      setSaving(false);
    }
  };

  const heading = [extraction.courseCode, extraction.courseTitle].filter(Boolean).join(' · ');
  return (
    <Stack>
      <Text size="sm">
        {heading && <strong>{heading}</strong>}
        {heading && extraction.term && ' · '}
        {extraction.term}
        {(heading || extraction.term) && <br />}
        Found {rows.length} dated {rows.length === 1 ? 'item' : 'items'} in {name}. Untick what you do not want, and correct anything read wrong.
      </Text>
      <Autocomplete label="Course" description="Added to every task" data={courses} value={course} onChange={setCourse} error={courseProblem} maxLength={100} />
      {GROUPS.map(({ group, title }) => {
        const inGroup = rows.filter((row) => reviewGroup(row.kind) === group);
        if (!inGroup.length) return null;
        return (
          <Stack key={group} gap="xs" component="section" aria-label={title}>
            <Title order={3} size="h4">
              {title}
            </Title>
            {inGroup.map((row) => (
              <SyllabusReviewItem key={row.key} row={row} problem={checked && row.chosen ? rowProblem(row) : null} onChange={(changes) => change(row.key, changes)} />
            ))}
          </Stack>
        );
      })}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={() => void save()} loading={saving} disabled={!chosen.length}>
          Add {plural(chosen.length)}
        </Button>
      </Group>
    </Stack>
  );
}
