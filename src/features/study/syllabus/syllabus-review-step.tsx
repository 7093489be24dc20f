// The importer's review: every dated item found, grouped as a student reads a syllabus (exams and quizzes,
// then other deadlines), then the weekly topics and the grading, each editable and deselectable, with the
// line it was read from. Items already on the board start unchosen; a re-import moves the earlier import's
// tasks whose day changed. Nothing is saved until the student confirms.
import { Alert, Autocomplete, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { SyllabusImport } from '../../../data/syllabus/syllabus-import';
import { plural } from '../../../lib/count-words';
import type { SyllabusExtraction } from '../../../lib/syllabus/syllabus-extraction';
import { keepReviewEdits, type ReviewState } from '../../../lib/syllabus/keep-review-edits';
import {
  earlierImport,
  gradeProblem,
  gradeRows,
  syllabusFields,
  topicProblem,
  topicRows,
  type GradeRow,
  type TopicRow,
} from '../../../lib/syllabus/syllabus-outline';
import type { Syllabus } from '../../../lib/syllabus/syllabus-record';
import { importedTasks, reviewGroup, reviewRows, rowProblem, type ExistingTask, type ReviewGroup, type ReviewRow } from '../../../lib/syllabus/syllabus-review';
import { GradeRows, TopicRows } from './syllabus-outline-rows';
import { SyllabusReviewItem } from './syllabus-review-item';

interface SyllabusReviewStepProps {
  extraction: SyllabusExtraction;
  name: string;
  existing: readonly ExistingTask[];
  syllabi: readonly Syllabus[];
  courses: string[];
  onBack(): void;
  onSave(saving: SyllabusImport): Promise<void>;
}

const GROUPS: Array<{ group: ReviewGroup; title: string }> = [
  { group: 'exams', title: 'Exams and quizzes' },
  { group: 'deadlines', title: 'Deadlines' },
];

const localToday = () => new Date().toLocaleString('sv').slice(0, 10);

function saveLabel(rows: readonly ReviewRow[]): string {
  const chosen = rows.filter((row) => row.chosen);
  if (!chosen.length) return 'Save syllabus';
  const count = plural(chosen.length, 'task');
  return chosen.some((row) => row.replaces) ? `Save ${count}` : `Add ${count}`;
}

/** Rows of one kind, with a change applied to the one with `key`. */
const withChange =
  <Row extends { key: string }>(key: string, changes: Partial<Row>) =>
  (all: Row[]) =>
    all.map((row) => (row.key === key ? { ...row, ...changes } : row));

export function SyllabusReviewStep({ extraction, name, existing, syllabi, courses, onBack, onSave }: SyllabusReviewStepProps) {
  const [earlier] = useState(() => earlierImport(syllabi, extraction.courseCode, extraction.term));
  const [course, setCourse] = useState(extraction.courseCode ?? '');
  const rowsOf = (found: SyllabusExtraction): ReviewState => ({
    rows: reviewRows(found.items, found.courseCode ?? '', existing, localToday(), earlier?.id ?? null),
    topics: topicRows(found),
    grades: gradeRows(found),
  });
  const [initial] = useState(() => rowsOf(extraction));
  const [rows, setRows] = useState<ReviewRow[]>(initial.rows);
  const [topics, setTopics] = useState<TopicRow[]>(initial.topics);
  const [grades, setGrades] = useState<GradeRow[]>(initial.grades);
  const [shown, setShown] = useState(extraction);
  if (shown !== extraction) {
    // "Improve with AI" merged more in: what the student has checked so far stays, the model's additions join.
    const kept = keepReviewEdits({ rows, topics, grades }, rowsOf(extraction));
    setShown(extraction);
    setRows(kept.rows);
    setTopics(kept.topics);
    setGrades(kept.grades);
    setCourse((typed) => typed || (extraction.courseCode ?? ''));
  }
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const courseProblem = course.trim().length > 100 ? 'Keep the course under 100 characters.' : null;
  const anything = [...rows, ...topics, ...grades].some((row) => row.chosen);
  const invalid =
    courseProblem !== null ||
    rows.some((row) => row.chosen && rowProblem(row) !== null) ||
    topics.some((row) => row.chosen && topicProblem(row) !== null) ||
    grades.some((row) => row.chosen && gradeProblem(row) !== null);

  const save = async () => {
    setChecked(true);
    if (invalid) return;
    setSaving(true);
    setFailure(null);
    try {
      await onSave({
        syllabus: syllabusFields(extraction, course, name, topics, grades),
        earlierId: earlier?.id ?? null,
        tasks: importedTasks(rows, course, name),
      });
    } catch {
      setFailure('The syllabus could not be stored on this device. Nothing was added; try again.');
      setSaving(false);
    }
  };
  const shownProblem =
    <Row extends { chosen: boolean }>(problemOf: (row: Row) => string | null) =>
    (row: Row) =>
      checked && row.chosen ? problemOf(row) : null;

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
      {earlier && (
        <Alert color="blue" title="You imported this syllabus before">
          Saving updates it: deadlines whose day changed are moved on your board, and the ones already there are not added again.
        </Alert>
      )}
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
              <SyllabusReviewItem
                key={row.key}
                row={row}
                problem={shownProblem<ReviewRow>(rowProblem)(row)}
                onChange={(changes) => setRows(withChange(row.key, changes))}
              />
            ))}
          </Stack>
        );
      })}
      <TopicRows rows={topics} problemOf={shownProblem<TopicRow>(topicProblem)} onChange={(key, changes) => setTopics(withChange(key, changes))} />
      <GradeRows rows={grades} problemOf={shownProblem<GradeRow>(gradeProblem)} onChange={(key, changes) => setGrades(withChange(key, changes))} />
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {checked && invalid && (
        <Text c="red" size="sm" role="alert">
          Correct the items marked above, or untick them.
        </Text>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={() => void save()} loading={saving} disabled={!anything}>
          {saveLabel(rows)}
        </Button>
      </Group>
    </Stack>
  );
}
