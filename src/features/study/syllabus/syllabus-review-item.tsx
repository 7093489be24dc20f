// One found item in the importer's review: chosen or not, its title, day and time, what kind it is, the
// flags a student should look at (outside the term, already on the board, moved since the last import) and
// the line it was read from.
import { Badge, Checkbox, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { kindName, type ReviewRow } from '../../../lib/syllabus/syllabus-review';
import { SyllabusRowFoot } from './syllabus-source-line';

interface SyllabusReviewItemProps {
  row: ReviewRow;
  problem: string | null;
  onChange(changes: Partial<ReviewRow>): void;
}

const shortDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

/** What ticking a re-imported row does to the earlier import's task; a date the student set is said to be theirs. */
function replacesLabel({ due_at, byStudent }: NonNullable<ReviewRow['replaces']>): string {
  if (byStudent) return due_at ? `You moved it to ${shortDate(due_at)}` : 'You removed its date';
  return due_at ? `Moves from ${shortDate(due_at)}` : 'Gets a due date';
}

export function SyllabusReviewItem({ row, problem, onChange }: SyllabusReviewItemProps) {
  const label = row.title.trim() || 'Untitled item';
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={label} opacity={row.chosen ? 1 : 0.7}>
      <Stack gap="xs">
        <Checkbox checked={row.chosen} onChange={(event) => onChange({ chosen: event.currentTarget.checked })} label={`Add “${label}”`} />
        <Group gap={4}>
          <Badge variant="light">{kindName(row.kind)}</Badge>
          {row.past && (
            <Badge color="gray" variant="light">
              Already past
            </Badge>
          )}
          {row.outsideTerm && (
            <Badge color="yellow" variant="light">
              Outside the term
            </Badge>
          )}
          {row.replaces && (
            <Badge color={row.replaces.byStudent ? 'gray' : 'blue'} variant="light">
              {replacesLabel(row.replaces)}
            </Badge>
          )}
          {row.duplicate && (
            <Badge color="gray" variant="light">
              Already on your board
            </Badge>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          <TextInput label="Title" value={row.title} onChange={(event) => onChange({ title: event.currentTarget.value })} maxLength={200} />
          <TextInput label="Due date" type="date" value={row.date} onChange={(event) => onChange({ date: event.currentTarget.value })} />
          <TextInput
            label="Time"
            description="Empty: end of day"
            type="time"
            value={row.time}
            onChange={(event) => onChange({ time: event.currentTarget.value })}
          />
        </SimpleGrid>
        <SyllabusRowFoot problem={problem} line={row.sourceLine} text={row.sourceText} />
      </Stack>
    </Paper>
  );
}
