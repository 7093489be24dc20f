// "Notices": things sync did that the student should know about, each dismissible.
import { CloseButton, Group, Text } from '@mantine/core';
import type { SyncEngine } from '../../data/sync/sync-engine';
import type { Notice } from '../../data/sync/sync-records';
import { PanelRow, PanelSection } from './panel-section';

export function NoticeSection({ notices, sync }: { notices: readonly Notice[]; sync: SyncEngine }) {
  if (notices.length === 0) return null;
  const dismiss = (id: string) => void sync.dismissNotice(id).catch((error: unknown) => console.error('Sync action failed', error));
  return (
    <PanelSection title="Notices">
      {notices.map((notice) => (
        <PanelRow key={notice.id}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" style={{ flex: 1 }}>
              {notice.message}
            </Text>
            <CloseButton size="sm" aria-label="Dismiss notice" onClick={() => dismiss(notice.id)} />
          </Group>
        </PanelRow>
      ))}
    </PanelSection>
  );
}
