// The popover's content: what is going on, the refused changes (retry / discard) and notices.
import { Button, CloseButton, Divider, Group, Stack, Text } from '@mantine/core';
import type { SyncEngine } from '../../data/sync/sync-engine';
import type { DeadLetter } from '../../data/sync/sync-records';
import type { SyncStatus } from '../../data/sync/sync-status';
import { explanation } from './status-copy';

const verb = { create: 'Adding', update: 'Changing', delete: 'Deleting' } as const;

export function SyncStatusPanel({ status, sync }: { status: SyncStatus; sync: SyncEngine }) {
  const act = (work: Promise<void>) => void work.catch((error: unknown) => console.error('Sync action failed', error));
  return (
    <Stack gap="sm">
      <Text size="sm">{explanation(status)}</Text>
      {status.state !== 'idle' && status.state !== 'paused-auth' && status.online && (
        <Button size="compact-sm" variant="light" onClick={() => sync.requestDrain()} w="fit-content">
          Try now
        </Button>
      )}
      {status.deadLetters.length > 0 && (
        <>
          <Divider label="Not saved" labelPosition="left" />
          {status.deadLetters.map((letter) => (
            <DeadLetterRow key={letter.id} letter={letter} onRetry={() => act(sync.retryDeadLetter(letter.id))} onDiscard={() => act(sync.discardDeadLetter(letter.id))} />
          ))}
        </>
      )}
      {status.notices.length > 0 && (
        <>
          <Divider label="Notices" labelPosition="left" />
          {status.notices.map((notice) => (
            <Group key={notice.id} gap="xs" wrap="nowrap" align="flex-start">
              <Text size="sm" style={{ flex: 1 }}>
                {notice.message}
              </Text>
              <CloseButton size="sm" aria-label="Dismiss notice" onClick={() => act(sync.dismissNotice(notice.id))} />
            </Group>
          ))}
        </>
      )}
    </Stack>
  );
}

function DeadLetterRow({ letter, onRetry, onDiscard }: { letter: DeadLetter; onRetry(): void; onDiscard(): void }) {
  return (
    <Stack gap={4}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {verb[letter.op]} “{letter.label}”: {letter.detail}
      </Text>
      <Group gap="xs">
        <Button size="compact-sm" variant="light" onClick={onRetry} aria-label={`Retry ${letter.label}`}>
          Retry
        </Button>
        <Button size="compact-sm" variant="subtle" color="gray" onClick={onDiscard} aria-label={`Discard ${letter.label}`}>
          Discard
        </Button>
      </Group>
    </Stack>
  );
}
