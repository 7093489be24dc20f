// Add Class: choose one of the program's courses not yet in the plan, or one planned for another term
// (which moves it), and it becomes "taking" in the current term. Saved on this device first.
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { FormActions } from '../../../ui/form-actions';
import { useRef, useState, type FormEvent } from 'react';
import { courseLabel, type ClassChoice } from './class-choices';

interface AddClassModalProps {
  opened: boolean;
  /** The courses to choose from, or why there are none to offer yet. */
  choices: readonly ClassChoice[] | 'loading' | 'unavailable';
  /** "Fall 2026": where the class goes. */
  term: string;
  onClose(): void;
  /** Resolves once saved locally; rejects when even that failed. */
  onAdd(choice: ClassChoice): Promise<void>;
}

export function AddClassModal({ opened, onClose, ...props }: AddClassModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add Class" centered>
      {opened && <AddClassForm onClose={onClose} {...props} />}
    </Modal>
  );
}

function AddClassForm({ choices: liveChoices, term, onClose, onAdd }: Omit<AddClassModalProps, 'opened'>) {
  const choices = useFirstList(liveChoices);
  const [code, setCode] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  if (typeof choices === 'string') {
    return (
      <Stack>
        <Text size="sm">
          {choices === 'loading'
            ? 'Loading the course catalogue…'
            : 'The course catalogue is not on this device yet, and it cannot be fetched offline. Connect once and it will be kept for offline use.'}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }
  const fresh = choices.filter((choice) => !choice.planned);
  const planned = choices.filter((choice) => choice.planned);
  const option = (choice: ClassChoice) => ({
    value: choice.course.course_code,
    label: choice.planned ? `${courseLabel(choice.course)} (planned ${choice.planned.term || 'without a term'})` : courseLabel(choice.course),
  });
  const data = [
    ...(fresh.length ? [{ group: 'Not in your plan', items: fresh.map(option) }] : []),
    ...(planned.length ? [{ group: 'In your plan as planned: becomes taking now', items: planned.map(option) }] : []),
  ];
  const chosen = choices.find((choice) => choice.course.course_code === code);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || saving) return;
    setSaving(true);
    setFailed(false);
    try {
      await onAdd(chosen);
    } catch (error) {
      console.error('Add class failed', error);
      setFailed(true);
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit}>
      <Stack>
        <Select
          label="Course"
          placeholder="Search by code or title"
          data={data}
          value={code}
          onChange={setCode}
          searchable
          nothingFoundMessage="No course matches"
          maxDropdownHeight={260}
          data-autofocus
        />
        <Text size="sm" c="dimmed">
          {choices.length === 0 ? 'Every course of your program is already in your plan as taking or taken.' : `Added as Taking in ${term}.`}
        </Text>
        {failed && (
          <Alert color="red" variant="light" title="Not saved">
            The class could not be saved on this device. Try again.
          </Alert>
        )}
        <FormActions submitLabel="Add to My Classes" onCancel={onClose} loading={saving} disabled={!chosen} />
      </Stack>
    </form>
  );
}

/**
 * The first list of choices the form received, kept while it stays open: a sync landing meanwhile would
 * otherwise rebuild the open dropdown under the pointer, and a click that straddles the rebuild picks nothing.
 */
function useFirstList(choices: AddClassModalProps['choices']): AddClassModalProps['choices'] {
  const first = useRef<readonly ClassChoice[] | null>(null);
  if (first.current === null && typeof choices !== 'string') first.current = choices;
  return first.current ?? choices;
}
