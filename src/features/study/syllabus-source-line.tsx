// Where a found item was read in the syllabus, under each row of the importer's review. An item the AI
// model added may match no line (line 0): then that is said instead of an empty quote.
import { Text } from '@mantine/core';

export function SyllabusSourceLine({ line, text }: { line: number; text: string }) {
  return (
    <Text size="xs" c="dimmed">
      {line > 0 ? (
        <>
          Line {line}: <q>{text.trim()}</q>
        </>
      ) : (
        'Found by the AI model; not on a line of its own.'
      )}
    </Text>
  );
}
