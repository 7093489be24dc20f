// The message box: Enter sends, Shift+Enter starts a new line, blank text is never sent.
import { ActionIcon, Group } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { memo } from 'react';
import { GrowingTextarea } from '../growing-textarea';

interface ChatComposerProps {
  value: string;
  onChange(value: string): void;
  onSend(): void;
  label: string;
}

// Memoised: where the browser cannot size the box itself, the box measures itself on every render (a forced
// layout of the whole page, growing-textarea.tsx), and the panel around it re-renders whenever its
// conversation or the page's suggestions change. On the Study page's start at 4× CPU that added ~115 ms to a
// task.
export const ChatComposer = memo(function ChatComposer({ value, onChange, onSend, label }: ChatComposerProps) {
  const blank = value.trim() === '';
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <GrowingTextarea
        aria-label={label}
        placeholder="Ask about your courses and plan…"
        minRows={1}
        maxRows={4}
        maxLength={4000}
        style={{ flex: 1 }}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          if (!blank) onSend();
        }}
      />
      <ActionIcon size={36} aria-label="Send" disabled={blank} onClick={onSend}>
        <IconSend size={18} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
});
