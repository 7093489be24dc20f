// One message bubble: the student's text as typed, the advisor's markdown through the safe renderer
// (only safe link schemes, no raw HTML), a question still waiting to be sent, a failure with Retry.
import { Badge, Box, Button, Group, Paper, Text } from '@mantine/core';
import { IconClockHour4, IconRefresh } from '@tabler/icons-react';
import { useMemo } from 'react';
import { renderMarkdown } from '../../lib/markdown/safe-markdown';
import classes from './chat.module.css';
import type { ChatViewMessage } from './chat-types';

// Inline, because Paper's own background would win over a class.
const ASSISTANT_BG = { background: 'light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-5))' };
const USER_BG = { background: 'light-dark(var(--mantine-color-indigo-0), var(--mantine-color-indigo-9))' };

const FAILURE_TEXT = 'Sorry, something went wrong.';

export function ChatMessage({ message, onRetry }: { message: ChatViewMessage; onRetry(id: string): void }) {
  const html = useMemo(() => (message.role === 'assistant' ? renderMarkdown(message.content) : ''), [message.role, message.content]);
  if (message.role === 'assistant') {
    return (
      <Paper className={classes.assistant} style={ASSISTANT_BG} radius="md" px="sm" py={6} data-testid="chat-reply" data-source={message.source}>
        <Box className={classes.markdown} dangerouslySetInnerHTML={{ __html: html }} />
      </Paper>
    );
  }
  return (
    <Box className={classes.userRow}>
      <Paper className={classes.user} style={USER_BG} radius="md" px="sm" py={6} data-testid="chat-question" data-state={message.state}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.content}
        </Text>
      </Paper>
      {message.state === 'waiting' && (
        <Badge variant="light" color="gray" leftSection={<IconClockHour4 size={12} aria-hidden="true" />} mt={4}>
          Waiting to send
        </Badge>
      )}
      {message.state === 'failed' && (
        <Paper className={classes.assistant} style={ASSISTANT_BG} radius="md" px="sm" py={6} mt={6} role="alert">
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm">{FAILURE_TEXT}</Text>
            <Button size="compact-xs" variant="light" leftSection={<IconRefresh size={14} aria-hidden="true" />} onClick={() => onRetry(message.id)}>
              Retry
            </Button>
          </Group>
        </Paper>
      )}
    </Box>
  );
}
