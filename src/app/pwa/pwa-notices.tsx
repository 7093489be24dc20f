// The notices themselves, in one corner, one at a time. Loaded on demand by <PwaStatus />.
import { Affix, Stack } from '@mantine/core';
import { useNoticeRoom } from '../../ui/use-notice-room';
import { OfflineBanner } from './offline-banner';
import { dismissUpdatePrompt, type PwaState } from './pwa-store';
import { applyUpdate } from './apply-update';
import { UpdatePrompt } from './update-prompt';

export interface PwaNoticesProps extends Omit<PwaState, 'offlineReady'> {
  showOffline: boolean;
  onDismissOffline: () => void;
}

export function PwaNotices({ updateAvailable, updating, showOffline, onDismissOffline }: PwaNoticesProps) {
  const measureRoom = useNoticeRoom('corner');
  // One corner notice at a time, the one that matters most: stacked, they took a quarter of a phone's screen.
  // The update prompt asks for a choice, so it goes first. ("Ready to work offline" is told in the top bar:
  // use-offline-ready-news.ts.)
  const shown = updateAvailable ? 'update' : showOffline ? 'offline' : null;
  return (
    <Affix position={{ bottom: 'calc(1rem + env(safe-area-inset-bottom))', right: '1rem' }} zIndex={400}>
      <Stack ref={measureRoom} gap="xs" w={380} maw="calc(100vw - 2rem)">
        {shown === 'update' && <UpdatePrompt updating={updating} onReload={applyUpdate} onLater={dismissUpdatePrompt} />}
        {shown === 'offline' && <OfflineBanner onClose={onDismissOffline} />}
      </Stack>
    </Affix>
  );
}
