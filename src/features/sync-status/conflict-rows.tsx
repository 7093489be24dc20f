// "Changed on another device": what sync decided when two devices disagreed, each with its way
// back (Restore, Delete anyway) and Dismiss.
import { Group, Text } from '@mantine/core';
import type { SyncEngine } from '../../data/sync/sync-engine';
import type { Conflict } from '../../data/sync/sync-records';
import { ActionButton } from './action-button';
import { conflictActions, conflictText } from './conflict-copy';
import { PanelRow, PanelSection } from './panel-section';

export function ConflictSection({ conflicts, sync }: { conflicts: readonly Conflict[]; sync: SyncEngine }) {
  if (conflicts.length === 0) return null;
  return (
    <PanelSection title="Changed on another device">
      {conflicts.map((conflict) => (
        <ConflictRow key={conflict.id} conflict={conflict} sync={sync} />
      ))}
    </PanelSection>
  );
}

function ConflictRow({ conflict, sync }: { conflict: Conflict; sync: SyncEngine }) {
  const { restore, dismissLabel } = conflictActions(conflict);
  return (
    <PanelRow>
      {/* The other kinds name the record in their sentence; a replaced value needs it said first. */}
      {conflict.kind === 'replaced' && (
        <Text size="sm" fw={600}>
          “{conflict.label}”
        </Text>
      )}
      <Text size="sm">{conflictText(conflict)}</Text>
      <Group gap="xs">
        <ActionButton
          action={() => sync.restoreConflict(conflict.id)}
          aria-label={restore.label}
          title={restore.hint}
          color={conflict.kind === 'delete-refused' ? 'red' : undefined}
        >
          {restore.text}
        </ActionButton>
        <ActionButton action={() => sync.dismissConflict(conflict.id)} aria-label={dismissLabel} variant="subtle" color="gray">
          Dismiss
        </ActionButton>
      </Group>
    </PanelRow>
  );
}
