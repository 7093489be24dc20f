// My Assistant on the Study page (height 420) and the Suggestions that fill its message box.
import { Button, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { activeUserData } from '../../data/active-user-data';
import { ChatPanel } from '../../ui/chat/chat-panel';
import { useChatSuggestions } from './use-chat-suggestions';

// A long suggestion wraps: the button grows with its lines instead of letting them spill over its edge. No
// minimum height here: an inline one would override the 44 px one phones get (touch-targets.css).
const SUGGESTION_STYLES = {
  root: { height: 'auto', paddingBlock: 4 },
  label: { whiteSpace: 'normal', textAlign: 'left', height: 'auto' },
} as const;

export function StudyAssistant() {
  const [draft, setDraft] = useState('');
  const suggestions = useChatSuggestions();
  return (
    <Stack gap="md">
      <ChatPanel
        source={activeUserData().advisor}
        title="My Assistant"
        height={420}
        greeting="Ask me what is due in the next 7 days, what to take next term, or about any course."
        draft={draft}
        onDraftChange={setDraft}
      />
      <Paper component="section" aria-label="Suggestions" withBorder radius="md" p="md">
        <Title order={2} fz="lg" mb="xs">
          Suggestions
        </Title>
        <Stack gap={6}>
          {suggestions.map((suggestion) => (
            <Button
              key={suggestion.label}
              variant="light"
              justify="flex-start"
              size="compact-md"
              fw={500}
              onClick={() => setDraft(suggestion.question)}
              styles={SUGGESTION_STYLES}
            >
              {suggestion.label}
            </Button>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
