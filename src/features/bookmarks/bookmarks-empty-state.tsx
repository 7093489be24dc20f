// No links yet: what this tab is for, the first action, and the links most students keep.
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

const SUGGESTIONS = ['Learning platform (LMS)', 'Library', 'Student portal'] as const;

export function BookmarksEmptyState({ onAdd }: { onAdd(suggestedTitle?: string): void }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>No bookmarks yet.</Text>
        <Text c="dimmed" size="sm">
          Keep the pages you open every week one tap away, online or off: your course sites, readings, the library, forms.
        </Text>
        <Group gap="xs">
          {SUGGESTIONS.map((title) => (
            <Button key={title} variant="light" size="sm" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => onAdd(title)}>
              {title}
            </Button>
          ))}
        </Group>
        <Button variant="subtle" size="sm" onClick={() => onAdd()}>
          Add another link
        </Button>
      </Stack>
    </Paper>
  );
}
