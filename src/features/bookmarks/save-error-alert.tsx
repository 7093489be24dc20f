// SPEC §8 "Bookmark save fails → Error saving link. Check console." Shown when a change could not be
// stored on this device, or when the server refused it (a dead letter), with retry / discard.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { DeadLetter } from '../../data/sync/sync-records';

export const SAVE_ERROR_TEXT = 'Error saving link. Check console.';

interface SaveErrorAlertProps {
  localFailure: boolean;
  onDismissLocalFailure(): void;
  refused: DeadLetter[];
  onRetry(letter: DeadLetter): void;
  onDiscard(letter: DeadLetter): void;
}

const verb = { create: 'Adding', update: 'Changing', delete: 'Deleting' } as const;

export function SaveErrorAlert({ localFailure, onDismissLocalFailure, refused, onRetry, onDiscard }: SaveErrorAlertProps) {
  if (!localFailure && !refused.length) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
      title={SAVE_ERROR_TEXT}
      withCloseButton={localFailure && !refused.length}
      closeButtonLabel="Dismiss"
      onClose={onDismissLocalFailure}
    >
      <Stack gap="xs">
        {localFailure && <Text size="sm">The link could not be stored on this device.</Text>}
        {refused.map((letter) => (
          <Group key={letter.id} justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere', flex: '1 1 14rem' }}>
              {verb[letter.op]} “{letter.label}” was refused: {letter.detail}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Button size="compact-sm" variant="light" onClick={() => onRetry(letter)} aria-label={`Retry saving ${letter.label}`}>
                Retry
              </Button>
              <Button size="compact-sm" variant="subtle" color="gray" onClick={() => onDiscard(letter)} aria-label={`Discard change to ${letter.label}`}>
                Discard
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
