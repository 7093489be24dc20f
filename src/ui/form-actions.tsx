// The end of a dialog's form: Cancel, then the submit button (spinning while the form saves).
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormActionsProps {
  submitLabel: ReactNode;
  onCancel(): void;
  loading?: boolean;
  disabled?: boolean;
  /** Red, for a submit that destroys something. */
  danger?: boolean;
  /** While an irreversible submit runs, Cancel can no longer stop it: say so by disabling it. */
  cancelDisabled?: boolean;
}

export function FormActions({ submitLabel, onCancel, loading = false, disabled = false, danger = false, cancelDisabled = false }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
        Cancel
      </Button>
      <Button type="submit" color={danger ? 'red' : undefined} disabled={disabled} loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}
