// While a plan is being generated: a status line for screen readers and, online, the text as it
// streams in (not a live region itself: reading every piece aloud would drown the student).
import { Box, Group, Loader, ScrollArea, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

export function GenerationProgress({ text }: { text: string }) {
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [text]);
  return (
    <Box>
      <Group gap="xs" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{text ? 'Writing your plan…' : 'Making your plan…'}</Text>
      </Group>
      {text && (
        <ScrollArea.Autosize mah={260} mt="sm" viewportRef={viewport} type="auto">
          <Text
            component="pre"
            size="sm"
            ff="monospace"
            m={0}
            p="sm"
            bg="var(--mantine-color-default-hover)"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderRadius: 'var(--mantine-radius-sm)' }}
            aria-label="The plan as it is written"
            data-testid="generation-text"
          >
            {text}
          </Text>
        </ScrollArea.Autosize>
      )}
    </Box>
  );
}
