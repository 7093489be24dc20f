// The end of a dialog's form: Cancel, then the submit button (spinning while the form saves).
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormActionsProps {
  submitLabel: ReactNode;
  onCancel(): void;
  loading?: boolean;
  disabled?: boolean;
}

export function FormActions({ submitLabel, onCancel, loading = false, disabled = false }: FormActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={disabled} loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}
