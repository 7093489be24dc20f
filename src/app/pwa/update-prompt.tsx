import { Button, Group, Notification, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

interface UpdatePromptProps {
  updating: boolean;
  onReload: () => void;
  onLater: () => void;
}

// The new build waits until the user chooses to reload, so nothing they are typing is thrown away.
export function UpdatePrompt({ updating, onReload, onLater }: UpdatePromptProps) {
  return (
    <Notification
      role="status"
      aria-live="polite"
      icon={<IconRefresh size={18} aria-hidden />}
      color="indigo"
      title="A new version is available"
      withBorder
      // Beside a title and more lines, the icon belongs with the title, not the middle of the card.
      styles={{ icon: { alignSelf: 'flex-start' } }}
      withCloseButton={false}
    >
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
    </Notification>
  );
}
