// The foot of each row of the importer's review: what is wrong with the row, if anything, and where it was
// read in the syllabus. An item the AI model added may match no line (line 0): then that is said instead of
// an empty quote.
import { Text } from '@mantine/core';

function SyllabusSourceLine({ line, text }: { line: number; text: string }) {
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

export function SyllabusRowFoot({ problem, line, text }: { problem: string | null; line: number; text: string }) {
  return (
    <>
      {problem && (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      )}
      <SyllabusSourceLine line={line} text={text} />
    </>
  );
}
