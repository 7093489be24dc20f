// Previous terms: taken courses by term, newest first. Counts only, labelled "taken": we keep no grades,
// so nothing here claims passed, failed or success.
import { Group, Stack, Text } from '@mantine/core';
import { creditText, plural } from '../../../lib/count-words';
import type { PreviousTerm } from './semester-progress';
import { SemesterCard } from './semester-card';

export function PreviousTermsCard({ terms }: { terms: readonly PreviousTerm[] }) {
  return (
    <SemesterCard title="Previous terms">
      {terms.length === 0 ? (
        <Text c="dimmed" size="sm">
          No courses marked as taken yet.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {terms.map((term) => (
            <Group component="li" key={term.term || 'unknown'} justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={600} size="sm">
                {term.term || 'Term not recorded'}
              </Text>
              <Text size="sm" c="dimmed" ta="right">
                {plural(term.courses, 'course', 'courses')} taken · {creditText(term.credits)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </SemesterCard>
  );
}
