import { Notification } from '@mantine/core';
import { IconCloudCheck } from '@tabler/icons-react';
import { useEffect } from 'react';

// Shown once, after the first service worker install; it is good news, not a task, so it leaves by itself.
const AUTO_CLOSE_MS = 8_000;

export function OfflineReadyNotice({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onClose, AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [onClose]);

  return (
    <Notification
      role="status"
      aria-live="polite"
      icon={<IconCloudCheck size={18} aria-hidden />}
      color="teal"
      withBorder
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Dismiss' }}
    >
      DegreeMate is ready to work offline.
    </Notification>
  );
}
