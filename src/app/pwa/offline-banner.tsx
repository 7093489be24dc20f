import { Notification, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';

// Same word as the top bar's sync status ("Offline"), so the two never disagree.
export function OfflineBanner({ onClose }: { onClose: () => void }) {
  return (
    <Notification
      role="status"
      aria-live="polite"
      icon={<IconCloudOff size={18} aria-hidden />}
      color="gray"
      title="Offline"
      withBorder
      // Beside a title and more lines, the icon belongs with the title, not the middle of the card.
      styles={{ icon: { alignSelf: 'flex-start' } }}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Dismiss' }}
    >
      <Text size="sm" c="dimmed">
        Working from this device. Changes sync when you reconnect.
      </Text>
    </Notification>
  );
}
