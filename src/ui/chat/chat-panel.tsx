// A chat panel of a fixed height (the Advisor's 520, the Study page's 420): past conversations
// to pick from, a new one, the messages with "Typing…" while a reply is on its way, and the message box.
// The draft can be held by the page (the Study page's suggestions fill it in).
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import classes from './chat.module.css';
import { ChatComposer } from './chat-composer';
import { ChatMessage } from './chat-message';
import type { ChatSource } from './chat-types';
import { useChat } from './use-chat';

interface ChatPanelProps {
  source: ChatSource;
  title: string;
  height: number;
  greeting: string;
  draft?: string;
  onDraftChange?(draft: string): void;
}

export function ChatPanel({ source, title, height, greeting, draft, onDraftChange }: ChatPanelProps) {
  const snapshot = useChat(source);
  const [ownDraft, setOwnDraft] = useState('');
  const value = draft ?? ownDraft;
  const setValue = onDraftChange ?? setOwnDraft;
  const log = useRef<HTMLDivElement>(null);
  const messages = snapshot?.messages ?? [];
  const typing = messages.some((message) => message.state === 'sending');
  const last = messages.at(-1);

  useEffect(() => {
    const element = log.current;
    if (!element || messages.length === 0) return;
    // In the next frame, where the browser lays the page out anyway: read as the effect ran, the height forced
    // a layout of the whole page into the task that had just mounted it (~60 ms at 4× CPU).
    const frame = requestAnimationFrame(() => element.scrollTo({ top: element.scrollHeight }));
    return () => cancelAnimationFrame(frame);
  }, [messages.length, last?.content, typing]);

  // Stable between renders (for the memoised composer) until what it sends changes.
  const send = useCallback(() => {
    if (value.trim() === '') return;
    setValue('');
    void source.send(value);
  }, [value, setValue, source]);

  return (
    <Paper component="section" aria-label={title} withBorder radius="md" p="md" h={height} style={{ display: 'flex', flexDirection: 'column' }}>
      <Stack gap="xs" style={{ flex: 1, minHeight: 0 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={2} fz="lg">
            {title}
          </Title>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() => source.select(null)}
            disabled={!snapshot?.current}
          >
            New chat
          </Button>
        </Group>
        {snapshot && snapshot.conversations.length > 0 && (
          <Select
            aria-label="Conversation"
            size="xs"
            placeholder="New conversation"
            data={snapshot.conversations.map((conversation) => ({ value: conversation.id, label: conversation.title || 'Untitled' }))}
            value={snapshot.current}
            onChange={(id) => source.select(id)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <div ref={log} className={classes.log} role="log" aria-live="polite" aria-label={`${title} messages`}>
          {messages.length === 0 && (
            <Text c="dimmed" size="sm">
              {greeting}
            </Text>
          )}
          {messages.map((message) => (
            <ChatMessage key={message.id} message={message} onRetry={(id) => void source.retry(id)} />
          ))}
          {typing && (
            <Text c="dimmed" size="sm" fs="italic">
              Typing…
            </Text>
          )}
        </div>
        <ChatComposer value={value} onChange={setValue} onSend={send} label={`Message ${title}`} />
      </Stack>
    </Paper>
  );
}
