// What Add Planned Course and Edit Planned Course share: the "Planned term" field (free text that must read
// like "Fall 2027", its message shown once the student leaves the field or submits) and the form's end (a
// local save's failure, Cancel and the submit button, which spins while the device stores the change).
import { Alert, Autocomplete } from '@mantine/core';
import { useState } from 'react';
import { FormActions } from '../../../ui/form-actions';
import { termError } from './term-options';

export interface PlannedTerm {
  term: string;
  /** Why the typed term is not a term, or null (an empty field is the disabled button's business). */
  problem: string | null;
  filled: boolean;
  setTerm(value: string): void;
  showProblem: boolean;
  revealProblem(): void;
}

export function usePlannedTerm(initial = ''): PlannedTerm {
  const [term, setTerm] = useState(initial);
  const [showProblem, setShowProblem] = useState(false);
  return {
    term,
    problem: termError(term),
    filled: term.trim() !== '',
    setTerm: (value) => {
      setTerm(value);
      setShowProblem(false);
    },
    showProblem,
    revealProblem: () => setShowProblem(true),
  };
}

export function PlannedTermInput({ field, options }: { field: PlannedTerm; options: string[] }) {
  return (
    <Autocomplete
      label="Planned term"
      placeholder="e.g. Fall 2027"
      required
      data={options}
      value={field.term}
      onChange={field.setTerm}
      onBlur={field.revealProblem}
      error={field.showProblem ? field.problem : null}
    />
  );
}

/** Runs a save to this device once at a time; a failure becomes `error` (the student's text) and nothing is lost. */
export function useDeviceSave(failureText: string) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (save: () => Promise<void>) => {
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      await save();
    } catch (failure) {
      console.error(failureText, failure);
      setError(failureText);
      setSaving(false);
    }
  };
  return { saving, error, run };
}

interface FormEndProps {
  error: string | null;
  saving: boolean;
  submitLabel: string;
  canSubmit: boolean;
  onCancel(): void;
}

export function PlannedCourseFormEnd({ error, saving, submitLabel, canSubmit, onCancel }: FormEndProps) {
  return (
    <>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <FormActions submitLabel={submitLabel} onCancel={onCancel} loading={saving} disabled={!canSubmit} />
    </>
  );
}
