// Add Planned Course: a course of the program's catalogue not yet in the plan, and a term.
// Add stays disabled until both are given; the term is free text but must read like "Fall 2027". New
// courses start as planned; saving is local first.
import { Alert, Modal, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { activeUserData } from '../../../data/active-user-data';
import type { PlanCourse } from '../../../data/entities/plan-course';
import type { Plan } from '../../../data/entities/plan';
import { addPlanCourse } from '../../../data/planning/plan-actions';
import type { ProgramCatalog } from '../../../lib/planning/plan-types';
import { CatalogCourseSelect, useCoursesNotInPlan } from './catalog-course-select';
import { PlannedCourseFormEnd, PlannedTermInput, useDeviceSave, usePlannedTerm } from './planned-course-form';
import { upcomingTermOptions } from './term-options';

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
  const field = usePlannedTerm();
  const save = useDeviceSave('The course could not be added on this device. Nothing was lost; try again.');
  const choices = useCoursesNotInPlan(catalog, courses);
  const chosen = choices.find((course) => course.id === courseId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || !field.filled) return;
    if (field.problem) return field.revealProblem();
    await save.run(async () => {
      await addPlanCourse(activeUserData(), { plan, course: chosen, term: field.term });
      onSaved(chosen.course_code);
      onClose();
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {!catalog && (
          <Alert color="yellow" variant="light">
            {unavailable ?? 'Loading the course catalogue…'}
          </Alert>
        )}
        <CatalogCourseSelect choices={choices} available={!!catalog} value={courseId} onChange={setCourseId} />
        <PlannedTermInput field={field} options={upcomingTermOptions(catalog?.university.terms)} />
        <PlannedCourseFormEnd error={save.error} saving={save.saving} submitLabel="Add" canSubmit={!!chosen && field.filled} onCancel={onClose} />
      </Stack>
    </form>
  );
}
