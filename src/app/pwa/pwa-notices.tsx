// The notices themselves, stacked in one corner so they never overlap. Loaded on demand by <PwaStatus />.
import { Affix, Stack } from '@mantine/core';
import { useNoticeRoom } from '../../ui/use-notice-room';
import { OfflineBanner } from './offline-banner';
import { OfflineReadyNotice } from './offline-ready-notice';
import { dismissOfflineReady, dismissUpdatePrompt, type PwaState } from './pwa-store';
import { applyUpdate } from './apply-update';
import { UpdatePrompt } from './update-prompt';

export interface PwaNoticesProps extends PwaState {
  showOffline: boolean;
  onDismissOffline: () => void;
}

export function PwaNotices({ updateAvailable, updating, offlineReady, showOffline, onDismissOffline }: PwaNoticesProps) {
  const measureRoom = useNoticeRoom('corner');
  return (
    <Affix position={{ bottom: 'calc(1rem + env(safe-area-inset-bottom))', right: '1rem' }} zIndex={400}>
      <Stack ref={measureRoom} gap="xs" w={380} maw="calc(100vw - 2rem)">
        {updateAvailable && (
          <UpdatePrompt updating={updating} onReload={applyUpdate} onLater={dismissUpdatePrompt} />
        )}
        {offlineReady && <OfflineReadyNotice onClose={dismissOfflineReady} />}
        {showOffline && <OfflineBanner onClose={onDismissOffline} />}
      </Stack>
    </Affix>
  );
}
