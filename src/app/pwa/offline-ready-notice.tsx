import { IconCloudCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { PwaNotice } from './pwa-notice';
import { markOfflineReadyTold } from './pwa-store';

// Shown once per browser, in the signed-in app, after the first service worker install; it is good news,
// not a task, so it is quiet and leaves by itself.
const AUTO_CLOSE_MS = 5_000;

export function OfflineReadyNotice({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    markOfflineReadyTold();
    const timer = window.setTimeout(onClose, AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [onClose]);

  return (
    <PwaNotice icon={IconCloudCheck} color="teal" onClose={onClose}>
      DegreeMate is ready to work offline.
    </PwaNotice>
  );
}
