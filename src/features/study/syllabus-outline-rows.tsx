// The importer's review of a syllabus's weekly topics and grading: each row kept or not and editable,
// with the line it was read from. They are saved with the syllabus (the weekly plans use the topics).
import { Checkbox, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { GradeRow, TopicRow } from '../../lib/syllabus/syllabus-outline';
import { SYLLABUS_LIMITS } from '../../lib/syllabus/syllabus-record';
import { SyllabusSourceLine } from './syllabus-source-line';

interface RowsProps<Row> {
  rows: Row[];
  problemOf(row: Row): string | null;
  onChange(key: string, changes: Partial<Row>): void;
}

function Problem({ text }: { text: string | null }) {
  return text ? (
    <Text c="red" size="sm" role="alert">
      {text}
    </Text>
  ) : null;
}

export function TopicRows({ rows, problemOf, onChange }: RowsProps<TopicRow>) {
  if (!rows.length) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Weekly topics">
      <Title order={3} size="h4">
        Weekly topics
      </Title>
      <Text size="sm" c="dimmed">
        Your weekly study plans take each week’s topics from here.
      </Text>
      {rows.map((row) => (
        <Paper key={row.key} withBorder p="sm" radius="md" opacity={row.chosen ? 1 : 0.7}>
          <Stack gap={6}>
            <Group gap="sm" wrap="nowrap" align="flex-end">
              <Checkbox checked={row.chosen} onChange={(event) => onChange(row.key, { chosen: event.currentTarget.checked })} aria-label={`Keep week ${row.week}`} mb={8} />
              <TextInput
                label={`Week ${row.week}`}
                value={row.topic}
                onChange={(event) => onChange(row.key, { topic: event.currentTarget.value })}
                maxLength={SYLLABUS_LIMITS.topic}
                style={{ flex: 1 }}
              />
            </Group>
            <Problem text={problemOf(row)} />
            <SyllabusSourceLine line={row.sourceLine} text={row.sourceText} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

export function GradeRows({ rows, problemOf, onChange }: RowsProps<GradeRow>) {
  if (!rows.length) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Grading">
      <Title order={3} size="h4">
        Grading
      </Title>
      {rows.map((row) => (
        <Paper key={row.key} withBorder p="sm" radius="md" opacity={row.chosen ? 1 : 0.7}>
          <Stack gap={6}>
            <Group gap="sm" wrap="nowrap" align="flex-end">
              <Checkbox checked={row.chosen} onChange={(event) => onChange(row.key, { chosen: event.currentTarget.checked })} aria-label={`Keep ${row.component || 'this part'}`} mb={8} />
              <TextInput
                label="Graded work"
                value={row.component}
                onChange={(event) => onChange(row.key, { component: event.currentTarget.value })}
                maxLength={SYLLABUS_LIMITS.component}
                style={{ flex: 1 }}
              />
              <NumberInput
                label="Weight"
                suffix="%"
                min={0}
                max={100}
                w={90}
                value={row.percent}
                onChange={(value) => onChange(row.key, { percent: String(value) })}
              />
            </Group>
            <Problem text={problemOf(row)} />
            <SyllabusSourceLine line={row.sourceLine} text={row.sourceText} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
