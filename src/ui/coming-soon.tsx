import { Paper, Stack, Text, Title } from '@mantine/core';

// Placeholder for signed-in screens whose issues have not landed yet.
export function ComingSoon({ title }: { title: string }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack gap="xs">
        <Title order={2}>{title}</Title>
        <Text c="dimmed">Coming soon.</Text>
      </Stack>
    </Paper>
  );
}
