// "Waiting to sync" on a card or row whose record has changes the server has not taken yet,
// so a student sees which of their records exist only on this device for now.
import { Badge } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';

export function WaitingToSync({ pending }: { pending: boolean }) {
  if (!pending) return null;
  return (
    // The page's own text colour on the yellow tint: yellow text on it fails contrast (axe) in light mode.
    <Badge
      size="sm"
      style={{ alignSelf: 'flex-start' }}
      variant="light"
      color="yellow"
      c="var(--mantine-color-text)"
      radius="sm"
      tt="none"
      leftSection={<IconCloudUpload size={12} aria-hidden="true" />}
    >
      Waiting to sync
    </Badge>
  );
}
