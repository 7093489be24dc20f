// Edit Planned Course: the planned term and the status of one course of the plan. Save
// stays disabled while the term is empty; a typed term must read like "Fall 2027". Saving is local
// first (the sync engine sends it), so it only fails when this device cannot store it.
import { Modal, Select, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { activeUserData } from '../../../data/active-user-data';
import type { PlanCourse } from '../../../data/entities/plan-course';
import { normalizeTerm, updatePlanCourse } from '../../../data/planning/plan-actions';
import type { Season } from '../../../lib/catalog/terms';
import type { PlanCourseStatus } from '../../../lib/plan';
import { isPlanCourseStatus, STATUS_OPTIONS } from './graduation-course-status';
import { PlannedCourseFormEnd, PlannedTermInput, useDeviceSave, usePlannedTerm } from './planned-course-form';
import { upcomingTermOptions } from './term-options';
import type { GraduationPlanState } from './use-graduation-plan';

export interface EditPlannedCourseModalProps {
  /** The course to edit; null keeps the modal closed. */
  course: PlanCourse | null;
  /** The seasons the university teaches, for the term suggestions. */
  taughtTerms?: Season[];
  onClose: () => void;
  /** After the change is saved (the course's code), for the screen's short notice. */
  onSaved: (code: string) => void;
  /** The screen's list shows the change while it is written (useGraduationPlan). */
  showWhile: GraduationPlanState['showWhile'];
}

export function EditPlannedCourseModal({ course, ...props }: EditPlannedCourseModalProps) {
  return (
    <Modal opened={course !== null} onClose={props.onClose} title="Edit Planned Course" centered>
      {course && <EditForm key={course.id} course={course} {...props} />}
    </Modal>
  );
}

function EditForm({ course, taughtTerms, onClose, onSaved, showWhile }: Omit<EditPlannedCourseModalProps, 'course'> & { course: PlanCourse }) {
  const field = usePlannedTerm(course.term);
  const [status, setStatus] = useState<PlanCourseStatus>(course.status);
  const save = useDeviceSave('This change could not be saved on this device. Nothing was lost; try again.');
  const options = [...new Set([...(course.term ? [course.term] : []), ...upcomingTermOptions(taughtTerms)])];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!field.filled) return;
    if (field.problem) return field.revealProblem();
    await save.run(async () => {
      const changed = { ...course, term: normalizeTerm(field.term), status };
      await showWhile(changed, () => updatePlanCourse(activeUserData(), course.id, { term: field.term, status }));
      onSaved(course.course_code);
      onClose();
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {course.course_code}
          {course.course_title ? ` — ${course.course_title}` : ''}
        </Text>
        <PlannedTermInput field={field} options={options} />
        <Select label="Status" data={STATUS_OPTIONS} value={status} allowDeselect={false} onChange={(value) => isPlanCourseStatus(value) && setStatus(value)} />
        <PlannedCourseFormEnd error={save.error} saving={save.saving} submitLabel="Save" canSubmit={field.filled} onCancel={onClose} />
      </Stack>
    </form>
  );
}
