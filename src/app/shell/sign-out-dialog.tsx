// The question Sign Out asks when changes are not yet on the server. Loaded when first asked (sign-out-flow.tsx):
// Modal brings the focus-trap and scroll-area code, which the page's start need not.
import { Button, Group, Modal, Text } from '@mantine/core';

/** A number: that many unsynced changes; 'unknown': could not count. */
export type PendingChanges = number | 'unknown';

function warning(pending: PendingChanges): string {
  if (pending === 'unknown') return 'Some changes may not have been saved to the server yet and would be lost.';
  return pending === 1
    ? "1 change hasn't been saved to the server yet and will be lost."
    : `${pending} changes haven't been saved to the server yet and will be lost.`;
}

export interface SignOutDialogProps {
  /** null: the question is closed (kept mounted so it can play its closing transition). */
  pending: PendingChanges | null;
  onCancel: () => void;
  onSignOut: () => void;
}

export function SignOutDialog({ pending, onCancel, onSignOut }: SignOutDialogProps) {
  return (
    <Modal opened={pending !== null} onClose={onCancel} title="Unsaved changes" centered>
      <Text size="sm">{pending !== null && warning(pending)} Sign out anyway?</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={onSignOut}>
          Sign out
        </Button>
      </Group>
    </Modal>
  );
}
