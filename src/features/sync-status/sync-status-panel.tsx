// The sync panel's content: what is going on (with Sync now), what waits, what was not saved,
// what another device changed, and notices. Each part is its own component.
import { Button, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { SyncEngine } from '../../data/sync/sync-engine';
import type { SyncStatus } from '../../data/sync/sync-status';
import { ConflictSection } from './conflict-rows';
import { NotSavedSection } from './not-saved-rows';
import { NoticeSection } from './notice-rows';
import { explanation, pendingSummary } from './status-copy';

interface SyncStatusPanelProps {
  status: SyncStatus;
  sync: SyncEngine;
  /** The dialog is described by the explanation: heard when focus moves in. */
  explanationId?: string;
}

export function SyncStatusPanel({ status, sync, explanationId }: SyncStatusPanelProps) {
  const waiting = pendingSummary(status.pendingByKind);
  // requestDrain also skips every backoff, so a failing change is tried again at once.
  const canSyncNow = status.online && status.pending > 0;
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text size="sm" id={explanationId}>
          {explanation(status)}
        </Text>
        {waiting && (
          <Text size="sm" c="dimmed">
            {waiting}
          </Text>
        )}
        {canSyncNow && (
          <Button
            size="compact-sm"
            variant="light"
            w="fit-content"
            leftSection={<IconRefresh size={14} aria-hidden="true" />}
            onClick={() => sync.requestDrain()}
          >
            Sync now
          </Button>
        )}
      </Stack>
      <NotSavedSection deadLetters={status.deadLetters} failing={status.failing} held={status.held} sync={sync} />
      <ConflictSection conflicts={status.conflicts} sync={sync} />
      <NoticeSection notices={status.notices} sync={sync} />
    </Stack>
  );
}
