// A change that was not saved, where the student made it: one this device could not store (dismissable),
// or ones the server refused, each with Retry and Discard. Nothing is lost until the student discards it.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A refused change as the outbox's dead-letter list holds it. */
export interface RefusedChange {
  id: string;
  op: 'create' | 'update' | 'delete';
  label: string;
  detail: string;
}

interface SaveFailureAlertProps<T extends RefusedChange> {
  title: string;
  /** What the student reads about a change this device could not store, or null. */
  localFailure: string | null;
  onDismissLocalFailure(): void;
  refused: T[];
  onRetry(change: T): void;
  onDiscard(change: T): void;
}

const verb = { create: 'Adding', update: 'Changing', delete: 'Deleting' } as const;

export function SaveFailureAlert<T extends RefusedChange>({
  title,
  localFailure,
  onDismissLocalFailure,
  refused,
  onRetry,
  onDiscard,
}: SaveFailureAlertProps<T>) {
  if (!localFailure && !refused.length) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
      title={title}
      withCloseButton={!!localFailure && !refused.length}
      closeButtonLabel="Dismiss"
      onClose={onDismissLocalFailure}
    >
      <Stack gap="xs">
        {localFailure && <Text size="sm">{localFailure}</Text>}
        {refused.map((change) => (
          <Group key={change.id} justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere', flex: '1 1 14rem' }}>
              {verb[change.op]} “{change.label}” was refused: {change.detail}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Button size="compact-sm" variant="light" onClick={() => onRetry(change)} aria-label={`Retry saving ${change.label}`}>
                Retry
              </Button>
              <Button size="compact-sm" variant="subtle" color="gray" onClick={() => onDiscard(change)} aria-label={`Discard change to ${change.label}`}>
                Discard
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
