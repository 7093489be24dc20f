// Edit Planned Course (SPEC §2, §5): the planned term and the status of one course of the plan. Save
// stays disabled while the term is empty; a typed term must read like "Fall 2027". Saving is local
// first (the sync engine sends it), so it only fails when this device cannot store it.
import { Alert, Autocomplete, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { activeUserData } from '../../data/active-user-data';
import type { PlanCourse } from '../../data/entities/plan-course';
import { updatePlanCourse } from '../../data/planning/plan-actions';
import type { Season } from '../../lib/catalog/terms';
import type { PlanCourseStatus } from '../../lib/plan';
import { isPlanCourseStatus, STATUS_OPTIONS } from './plan-course-status';
import { termError, upcomingTermOptions } from './term-options';

export interface EditPlannedCourseModalProps {
  /** The course to edit; null keeps the modal closed. */
  course: PlanCourse | null;
  /** The seasons the university teaches, for the term suggestions. */
  taughtTerms?: Season[];
  onClose: () => void;
  /** After the change is saved (the course's code), for the screen's short notice. */
  onSaved: (code: string) => void;
}

export function EditPlannedCourseModal({ course, taughtTerms, onClose, onSaved }: EditPlannedCourseModalProps) {
  return (
    <Modal opened={course !== null} onClose={onClose} title="Edit Planned Course" centered>
      {course && <EditForm key={course.id} course={course} taughtTerms={taughtTerms} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function EditForm({ course, taughtTerms, onClose, onSaved }: { course: PlanCourse; taughtTerms?: Season[]; onClose: () => void; onSaved: (code: string) => void }) {
  const [term, setTerm] = useState(course.term);
  const [status, setStatus] = useState<PlanCourseStatus>(course.status);
  const [error, setError] = useState<string | null>(null);
  const [showTermError, setShowTermError] = useState(false);
  const [saving, setSaving] = useState(false);
  const options = [...new Set([...(course.term ? [course.term] : []), ...upcomingTermOptions(taughtTerms)])];
  const problem = termError(term);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!term.trim() || saving) return;
    if (problem) return setShowTermError(true);
    setSaving(true);
    setError(null);
    try {
      await updatePlanCourse(activeUserData(), course.id, { term, status });
      onSaved(course.course_code);
      onClose();
    } catch (failure) {
      console.error('Saving the planned course failed', failure);
      setError('This change could not be saved on this device. Nothing was lost; try again.');
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {course.course_code}
          {course.course_title ? ` — ${course.course_title}` : ''}
        </Text>
        <Autocomplete
          label="Planned term"
          placeholder="e.g. Fall 2027"
          required
          data={options}
          value={term}
          onChange={(value) => {
            setTerm(value);
            setShowTermError(false);
          }}
          onBlur={() => setShowTermError(true)}
          error={showTermError ? problem : null}
        />
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={status}
          allowDeselect={false}
          onChange={(value) => isPlanCourseStatus(value) && setStatus(value)}
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
          <Button type="submit" disabled={!term.trim()} loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
