// The importer's review of a syllabus's weekly topics and grading: each row kept or not and editable,
// with the line it was read from. They are saved with the syllabus (the weekly plans use the topics).
import { Checkbox, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { GradeRow, TopicRow } from '../../../lib/syllabus/syllabus-outline';
import { SYLLABUS_LIMITS } from '../../../lib/syllabus/syllabus-record';
import { SyllabusRowFoot } from './syllabus-source-line';

interface RowsProps<Row> {
  rows: Row[];
  problemOf(row: Row): string | null;
  onChange(key: string, changes: Partial<Row>): void;
}

type OutlineRow = TopicRow | GradeRow;

/** One row's frame: keep it or not, its fields, what is wrong with them, and its source line. */
function RowFrame({
  row,
  keepLabel,
  problem,
  onKeep,
  children,
}: {
  row: OutlineRow;
  keepLabel: string;
  problem: string | null;
  onKeep(chosen: boolean): void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" radius="md" opacity={row.chosen ? 1 : 0.7}>
      <Stack gap={6}>
        <Group gap="sm" wrap="nowrap" align="flex-end">
          <Checkbox checked={row.chosen} onChange={(event) => onKeep(event.currentTarget.checked)} aria-label={keepLabel} mb={8} />
          {children}
        </Group>
        <SyllabusRowFoot problem={problem} line={row.sourceLine} text={row.sourceText} />
      </Stack>
    </Paper>
  );
}

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h4">
        {title}
      </Title>
      {note && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
      {children}
    </Stack>
  );
}

export function TopicRows({ rows, problemOf, onChange }: RowsProps<TopicRow>) {
  if (!rows.length) return null;
  return (
    <Section title="Weekly topics" note="Your weekly study plans take each week’s topics from here.">
      {rows.map((row) => (
        <RowFrame key={row.key} row={row} keepLabel={`Keep week ${row.week}`} problem={problemOf(row)} onKeep={(chosen) => onChange(row.key, { chosen })}>
          <TextInput
            label={`Week ${row.week}`}
            value={row.topic}
            onChange={(event) => onChange(row.key, { topic: event.currentTarget.value })}
            maxLength={SYLLABUS_LIMITS.topic}
            style={{ flex: 1 }}
          />
        </RowFrame>
      ))}
    </Section>
  );
}

export function GradeRows({ rows, problemOf, onChange }: RowsProps<GradeRow>) {
  if (!rows.length) return null;
  return (
    <Section title="Grading">
      {rows.map((row) => (
        <RowFrame
          key={row.key}
          row={row}
          keepLabel={`Keep ${row.component || 'this part'}`}
          problem={problemOf(row)}
          onKeep={(chosen) => onChange(row.key, { chosen })}
        >
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
        </RowFrame>
      ))}
    </Section>
  );
}
