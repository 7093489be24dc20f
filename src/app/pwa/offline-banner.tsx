import { Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { PwaNotice } from './pwa-notice';

// Same word as the top bar's sync status ("Offline"), so the two never disagree.
export function OfflineBanner({ onClose }: { onClose: () => void }) {
  return (
    <PwaNotice icon={IconCloudOff} color="gray" title="Offline" onClose={onClose}>
      <Text size="sm" c="dimmed">
        Working from this device. Changes sync when you reconnect.
      </Text>
    </PwaNotice>
  );
}
