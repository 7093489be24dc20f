// Add task / Edit task: title, notes, course (suggested from the student's classes) and due date-time, or a
// day alone for an all-day item.
// Saving writes to the device at once; the board shows it before any sync.
import { Autocomplete, Checkbox, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { Task } from '../../../data/entities/task';
import type { TaskForm } from '../../../data/tasks/task-actions';
import { toLocalInput } from '../../../lib/tasks/due-input';
import { validateTask, type TaskFormErrors, type TaskFormValues } from './validate-task';
import { GrowingTextarea } from '../../../ui/growing-textarea';
import { FormActions } from '../../../ui/form-actions';

interface TaskFormModalProps {
  /** null: closed; 'new': adding; a task: editing it. */
  target: Task | 'new' | null;
  courses: string[];
  onClose(): void;
  /** Resolves once saved locally; rejects when even that failed. */
  onSave(form: TaskForm): Promise<void>;
}

export function TaskFormModal({ target, courses, onClose, onSave }: TaskFormModalProps) {
  return (
    <Modal opened={target !== null} onClose={onClose} title={target === 'new' ? 'Add task' : 'Edit task'} centered>
      {target !== null && (
        <TaskFormFields
          key={target === 'new' ? 'new' : target.id}
          initial={target === 'new' ? undefined : target}
          courses={courses}
          onCancel={onClose}
          onSave={onSave}
        />
      )}
    </Modal>
  );
}

interface TaskFormFieldsProps {
  initial?: Task;
  courses: string[];
  onCancel(): void;
  onSave(form: TaskForm): Promise<void>;
}

function TaskFormFields({ initial, courses, onCancel, onSave }: TaskFormFieldsProps) {
  const [values, setValues] = useState<TaskFormValues>({
    title: initial?.title ?? '',
    notes: initial?.notes ?? '',
    course: initial?.course ?? '',
    due: initial?.all_day ? toLocalInput(initial.due_at).slice(0, 10) : toLocalInput(initial?.due_at ?? null),
    allDay: initial?.all_day ?? false,
  });
  const [errors, setErrors] = useState<TaskFormErrors>({});
  const [saving, setSaving] = useState(false);

  // The due field keeps its day when switching between a day and a day with a time.
  const setAllDay = (allDay: boolean) =>
    setValues((current) => ({ ...current, allDay, due: current.due === '' ? '' : allDay ? current.due.slice(0, 10) : `${current.due.slice(0, 10)}T09:00` }));

  const set = (field: Exclude<keyof TaskFormValues, 'allDay'>, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const { form, errors: found } = validateTask(values);
    setErrors(found);
    if (!form) return;
    setSaving(true);
    try {
      await onSave(form);
    } catch {
      setSaving(false); // the tab shows the error; the form stays for another try
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Title" required value={values.title} error={errors.title} onChange={(e) => set('title', e.currentTarget.value)} data-autofocus />
        <Autocomplete
          label="Course"
          description="Optional"
          data={courses}
          value={values.course}
          error={errors.course}
          onChange={(value) => set('course', value)}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label="Due"
          description="Optional"
          type={values.allDay ? 'date' : 'datetime-local'}
          value={values.due}
          error={errors.due}
          onChange={(e) => set('due', e.currentTarget.value)}
        />
        <Checkbox
          label="All day (an exam or event on that day, not a deadline at a time)"
          checked={values.allDay}
          onChange={(e) => setAllDay(e.currentTarget.checked)}
        />
        <GrowingTextarea
          label="Notes"
          description="Optional"
          minRows={2}
          maxRows={8}
          value={values.notes}
          error={errors.notes}
          onChange={(e) => set('notes', e.currentTarget.value)}
        />
        <FormActions submitLabel="Save" onCancel={onCancel} loading={saving} />
      </Stack>
    </form>
  );
}
