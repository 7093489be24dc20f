// Add Planned Course (SPEC §2, §5): a course of the program's catalogue not yet in the plan, and a term.
// Add stays disabled until both are given; the term is free text but must read like "Fall 2027". New
// courses start as planned; saving is local first.
import { Alert, Autocomplete, Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { activeUserData } from '../../data/active-user-data';
import type { PlanCourse } from '../../data/entities/plan-course';
import type { Plan } from '../../data/entities/plan';
import { addPlanCourse } from '../../data/planning/plan-actions';
import { codeKey } from '../../lib/catalog/course-code';
import type { ProgramCatalog } from '../../lib/planning/plan-types';
import { termError, upcomingTermOptions } from './term-options';

interface AddPlannedCourseModalProps {
  opened: boolean;
  plan: Plan;
  courses: PlanCourse[];
  /** Undefined while the catalogue is not on this device: `unavailable` says why. */
  catalog?: ProgramCatalog;
  unavailable?: string;
  onClose(): void;
  /** After the course is saved (its code), for the screen's short notice. */
  onSaved(code: string): void;
}

export function AddPlannedCourseModal({ opened, onClose, ...rest }: AddPlannedCourseModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add Planned Course" centered>
      {opened && <AddForm {...rest} onClose={onClose} />}
    </Modal>
  );
}

function AddForm({ plan, courses, catalog, unavailable, onClose, onSaved }: Omit<AddPlannedCourseModalProps, 'opened'>) {
  const [courseId, setCourseId] = useState<string | null>(null);
  const [term, setTerm] = useState('');
  const [showTermError, setShowTermError] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const choices = useMemo(() => {
    const inPlan = new Set(courses.map((course) => codeKey(course.course_code)));
    return (catalog?.courses ?? []).filter((course) => !inPlan.has(codeKey(course.course_code)));
  }, [catalog, courses]);
  const problem = termError(term);
  const chosen = choices.find((course) => course.id === courseId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || !term.trim() || saving) return;
    if (problem) return setShowTermError(true);
    setSaving(true);
    setError(null);
    try {
      await addPlanCourse(activeUserData(), { plan, course: chosen, term });
      onSaved(chosen.course_code);
      onClose();
    } catch (failure) {
      console.error('Adding the course failed', failure);
      setError('The course could not be added on this device. Nothing was lost; try again.');
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {!catalog && <Alert color="yellow" variant="light">{unavailable ?? 'Loading the course catalogue…'}</Alert>}
        <Select
          label="Course"
          placeholder={catalog ? 'Search by code or title' : 'Catalogue not available'}
          data={choices.map((course) => ({ value: course.id, label: `${course.course_code} — ${course.course_title}` }))}
          value={courseId}
          onChange={setCourseId}
          searchable
          nothingFoundMessage="No course matches, or it is already in your plan"
          disabled={!catalog}
          required
        />
        <Autocomplete
          label="Planned term"
          placeholder="e.g. Fall 2027"
          data={upcomingTermOptions(catalog?.university.terms)}
          value={term}
          onChange={(value) => {
            setTerm(value);
            setShowTermError(false);
          }}
          onBlur={() => setShowTermError(true)}
          error={showTermError ? problem : null}
          required
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!chosen || !term.trim()} loading={saving}>
            Add
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
