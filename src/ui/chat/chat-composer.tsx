// The message box: Enter sends, Shift+Enter starts a new line, blank text is never sent.
import { ActionIcon, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';

interface ChatComposerProps {
  value: string;
  onChange(value: string): void;
  onSend(): void;
  label: string;
}

export function ChatComposer({ value, onChange, onSend, label }: ChatComposerProps) {
  const blank = value.trim() === '';
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Textarea
        aria-label={label}
        placeholder="Ask about your courses and plan…"
        autosize
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
}
