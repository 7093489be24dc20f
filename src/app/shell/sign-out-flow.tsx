// Sign Out deletes this device's copy of the user's data, so changes not yet on the server would
// be lost: ask first when there are any (/tmp/contracts.md), otherwise sign out at once.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useUserData } from '../providers/user-data-context';

/** null: no question open; a number: that many unsynced changes; 'unknown': could not count. */
type Question = number | 'unknown' | null;

function warning(pending: number | 'unknown'): string {
  if (pending === 'unknown') return "Some changes may not have been saved to the server yet and would be lost.";
  return pending === 1
    ? "1 change hasn't been saved to the server yet and will be lost."
    : `${pending} changes haven't been saved to the server yet and will be lost.`;
}

export function useSignOutFlow(): { request: () => void; dialog: ReactNode } {
  const { userData, signOut } = useUserData();
  const [question, setQuestion] = useState<Question>(null);

  const request = () => {
    if (!userData) return signOut();
    userData.pendingCount().then(
      (pending) => (pending > 0 ? setQuestion(pending) : signOut()),
      (error: unknown) => {
        console.error('Counting unsynced changes failed', error);
        setQuestion('unknown');
      },
    );
  };

  const dialog = (
    <Modal opened={question !== null} onClose={() => setQuestion(null)} title="Unsaved changes" centered>
      <Text size="sm">{question !== null && warning(question)} Sign out anyway?</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => setQuestion(null)} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={signOut}>
          Sign out
        </Button>
      </Group>
    </Modal>
  );

  return { request, dialog };
}
