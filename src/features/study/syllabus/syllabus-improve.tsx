// "Improve with AI" above the importer's review: shown only when the server has a language
// model (/config.json) and the device is online, and nothing leaves the device until it is pressed. The
// model's answer is merged into what the device found (every found item kept); a failure keeps that as is.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { syllabusAiAvailable } from '../../../auth/client-config';
import { activeUserData } from '../../../data/active-user-data';
import { SyllabusServerError } from '../../../data/syllabus/syllabus-server';
import { mergeExtractions } from '../../../lib/syllabus/merge-extractions';
import type { SyllabusExtraction } from '../../../lib/syllabus/syllabus-extraction';
import { useOnline } from '../../../ui/use-online';

interface SyllabusImproveProps {
  text: string;
  extraction: SyllabusExtraction;
  onImproved(extraction: SyllabusExtraction): void;
}

type State = { kind: 'idle' } | { kind: 'working' } | { kind: 'done'; added: number } | { kind: 'failed'; message: string };

const addedMessage = (added: number) =>
  added === 0
    ? 'The AI model found nothing more than this device did.'
    : `The AI model found ${added} more ${added === 1 ? 'item' : 'items'}: check ${added === 1 ? 'it' : 'them'} below.`;

export function SyllabusImprove({ text, extraction, onImproved }: SyllabusImproveProps) {
  const online = useOnline();
  const [state, setState] = useState<State>({ kind: 'idle' });
  if (state.kind === 'done') {
    return (
      <Alert color="teal" role="status" mb="md">
        {addedMessage(state.added)}
      </Alert>
    );
  }
  if (!syllabusAiAvailable() || !online) return null;

  const improve = async () => {
    setState({ kind: 'working' });
    try {
      const merged = mergeExtractions(extraction, await activeUserData().syllabusServer.improve(text, extraction), text);
      onImproved(merged.extraction);
      setState({ kind: 'done', added: merged.added });
    } catch (error) {
      if (!(error instanceof SyllabusServerError)) console.error('Could not improve the syllabus with AI', error);
      setState({ kind: 'failed', message: error instanceof SyllabusServerError ? error.message : 'The AI model could not be asked. What was found is kept.' });
    }
  };

  return (
    <Stack gap="xs" mb="md">
      <Group gap="sm" wrap="nowrap">
        <Button variant="light" leftSection={<IconSparkles size={16} aria-hidden="true" />} loading={state.kind === 'working'} onClick={() => void improve()}>
          Improve with AI
        </Button>
        <Text size="xs" c="dimmed">
          Sends this syllabus’s text to the AI model to look for anything missed. What you have checked below stays as it is.
        </Text>
      </Group>
      {state.kind === 'failed' && (
        <Alert color="red" role="alert">
          {state.message}
        </Alert>
      )}
    </Stack>
  );
}
