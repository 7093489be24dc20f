// "Not saved": changes the server refused or that keep failing on their own, each with what it was,
// why in plain words, and Retry / Discard; then the changes held behind a refused create.
import { Group, Text } from '@mantine/core';
import type { SyncEngine } from '../../data/sync/sync-engine';
import type { DeadLetter, OutboxEntry } from '../../data/sync/sync-records';
import type { HeldChange } from '../../data/sync/sync-status';
import { ActionButton } from './action-button';
import { PanelRow, PanelSection } from './panel-section';
import { changeText, discardHint, failingReason, heldText, notSavedReason } from './reason-copy';

interface NotSavedProps {
  deadLetters: readonly DeadLetter[];
  failing: readonly OutboxEntry[];
  held: readonly HeldChange[];
  sync: SyncEngine;
}

export function NotSavedSection({ deadLetters, failing, held, sync }: NotSavedProps) {
  if (deadLetters.length + failing.length + held.length === 0) return null;
  return (
    <PanelSection title="Not saved">
      {deadLetters.map((letter) => (
        <ChangeRow key={letter.id} change={letter} reason={notSavedReason(letter)} held={held} sync={sync} />
      ))}
      {failing.map((entry) => (
        <ChangeRow key={entry.id} change={entry} reason={failingReason(entry)} held={held} sync={sync} />
      ))}
      {held.map((change) => (
        <PanelRow key={change.entry.id}>
          <Text size="sm" c="dimmed">
            {heldText(change)}
          </Text>
        </PanelRow>
      ))}
    </PanelSection>
  );
}

interface ChangeRowProps {
  change: OutboxEntry;
  reason: string;
  held: readonly HeldChange[];
  sync: SyncEngine;
}

function ChangeRow({ change, reason, held, sync }: ChangeRowProps) {
  // A failing entry is labelled once it fails; an older one may not be yet.
  const label = change.label ?? 'A change';
  return (
    <PanelRow>
      <Text size="sm" fw={600}>
        {changeText(change.op, label)}
      </Text>
      <Text size="sm" c="dimmed">
        {reason}
      </Text>
      <Group gap="xs">
        <ActionButton action={() => sync.retryDeadLetter(change.id)} aria-label={`Retry ${label}`}>
          Retry
        </ActionButton>
        <ActionButton
          action={() => sync.discardDeadLetter(change.id)}
          aria-label={`Discard ${label}`}
          title={discardHint({ ...change, label }, held)}
          variant="subtle"
          color="gray"
        >
          Discard
        </ActionButton>
      </Group>
    </PanelRow>
  );
}
