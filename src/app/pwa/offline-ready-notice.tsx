import { IconCloudCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { PwaNotice } from './pwa-notice';

// Shown once, after the first service worker install; it is good news, not a task, so it leaves by itself.
const AUTO_CLOSE_MS = 8_000;

export function OfflineReadyNotice({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onClose, AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [onClose]);

  return (
    <PwaNotice icon={IconCloudCheck} color="teal" onClose={onClose}>
      DegreeMate is ready to work offline.
    </PwaNotice>
  );
}
