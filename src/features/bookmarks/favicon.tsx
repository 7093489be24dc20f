// The link's icon from the favicon service, or a local globe when it cannot load (offline, blocked,
// or an address without an origin). The globe also stands in while the icon is on its way: a request
// that hangs (a campus network without internet) would otherwise show an empty box or a broken image.
import { ThemeIcon } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { faviconUrl } from './favicon-url';

const SIZE = 32;

function Globe() {
  return (
    <ThemeIcon variant="light" size={SIZE} radius="md" aria-hidden="true">
      <IconWorld size={20} stroke={1.6} />
    </ThemeIcon>
  );
}

export function Favicon({ url }: { url: string }) {
  const src = faviconUrl(url);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <Globe />;
  const loaded = loadedSrc === src;
  return (
    <span style={{ position: 'relative', width: SIZE, height: SIZE, flexShrink: 0 }}>
      {!loaded && <Globe />}
      <img
        src={src}
        alt=""
        width={SIZE}
        height={SIZE}
        loading="lazy"
        style={{ borderRadius: 6, display: 'block', ...(loaded ? {} : { position: 'absolute', inset: 0, opacity: 0 }) }}
        onLoad={() => setLoadedSrc(src)}
        onError={() => setFailedSrc(src)}
      />
    </span>
  );
}
