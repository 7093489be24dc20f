import { Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { PwaNotice } from './pwa-notice';

interface UpdatePromptProps {
  updating: boolean;
  onReload: () => void;
  onLater: () => void;
}

// The new build waits until the user chooses to reload, so nothing they are typing is thrown away.
export function UpdatePrompt({ updating, onReload, onLater }: UpdatePromptProps) {
  return (
    <PwaNotice icon={IconRefresh} color="indigo" title="A new version is available">
      <Text size="sm" c="dimmed">
        Reload to start using the latest DegreeMate.
      </Text>
      <Group gap="xs" mt="sm">
        <Button size="xs" onClick={onReload} loading={updating}>
          Reload
        </Button>
        <Button size="xs" variant="subtle" color="gray" onClick={onLater} disabled={updating}>
          Later
        </Button>
      </Group>
    </PwaNotice>
  );
}
