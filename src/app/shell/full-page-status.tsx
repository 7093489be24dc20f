// The whole-page placeholder of the guards ("Loading…", "Signing out…"): centred, announced politely.
import { Center, Group, Loader, Text } from '@mantine/core';

export function FullPageStatus({ children }: { children: string }) {
  return (
    <Center mih="60dvh" p="xl" role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" type="dots" aria-hidden="true" />
        <Text c="dimmed">{children}</Text>
      </Group>
    </Center>
  );
}
