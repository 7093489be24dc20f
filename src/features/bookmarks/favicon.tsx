// The link's icon from the favicon service, or a local globe when it cannot load (offline, blocked,
// or an address without an origin).
import { ThemeIcon } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { faviconUrl } from './favicon-url';

export function Favicon({ url }: { url: string }) {
  const src = faviconUrl(url);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <ThemeIcon variant="light" size={32} radius="md" aria-hidden="true">
        <IconWorld size={20} stroke={1.6} />
      </ThemeIcon>
    );
  }
  return <img src={src} alt="" width={32} height={32} loading="lazy" style={{ borderRadius: 6, flexShrink: 0 }} onError={() => setFailedSrc(src)} />;
}
