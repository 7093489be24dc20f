// Writes a plan's blocks back into its markdown after the student moved, resized or ticked one off in
// the calendar: the schedule table is the record of the blocks (study-blocks.ts reads it), so the first
// schedule table is replaced by one holding all of them and any later schedule table is removed (its rows
// are now in the first). The generator's daily checklist, when the plan has one, is written again from
// the same blocks so the plan never says two things. Everything else in the markdown is kept as it was.
import { dayLabel } from './plan-labels';
import { scheduleTables } from './study-blocks';
import { DAY_NAMES } from './week';
import type { StudyBlock } from './weekly-plan-types';

const CHECKLIST_HEADING = /^##\s+Daily checklist\s*$/i;

/** `markdown` with its schedule saying `blocks` (in the order given), readable back by readStudyBlocks. */
export function withStudyBlocks(markdown: string, blocks: readonly StudyBlock[], weekOf: string): string {
  const lines = markdown.split(/\r\n|\r|\n/);
  const tables = scheduleTables(markdown);
  const table = scheduleTableLines(blocks);
  let out: string[];
  if (!tables.length) {
    out = [...lines, ...(lines.at(-1)?.trim() ? [''] : []), ...table, ''];
  } else {
    out = [];
    let at = 0;
    tables.forEach((found, index) => {
      out.push(...lines.slice(at, found.from));
      if (index === 0) out.push(...table);
      at = found.to;
    });
    out.push(...lines.slice(at));
  }
  return withChecklist(out, blocks, weekOf).join('\n');
}

function scheduleTableLines(blocks: readonly StudyBlock[]): string[] {
  // The student's own columns (Notes, Room…) follow ours, in the order they were first met.
  const extra = [...new Set(blocks.flatMap((block) => Object.keys(block.extra ?? {})))];
  const rows = blocks.map((block) =>
    row([
      DAY_NAMES[block.day]!,
      `${block.start}–${block.end}`,
      cell(block.focus),
      cell(block.course ?? ''),
      block.done ? '✓' : '',
      ...extra.map((name) => cell(block.extra?.[name] ?? '')),
    ]),
  );
  return [
    row(['Day', 'Time', 'Focus', 'Course', 'Done', ...extra.map(cell)]),
    row(['Day', 'Time', 'Focus', 'Course', 'Done', ...extra].map(() => '---')),
    ...rows,
  ];
}

const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;

/** A cell's text kept on its row: a bar would end the cell, a line break the row. */
function cell(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
}

/** The daily checklist section (up to the next level-2 heading) written again from `blocks`; as it was when the plan has none. */
function withChecklist(lines: string[], blocks: readonly StudyBlock[], weekOf: string): string[] {
  const start = lines.findIndex((line) => CHECKLIST_HEADING.test(line));
  if (start < 0) return lines;
  let end = lines.findIndex((line, index) => index > start && /^##\s/.test(line));
  if (end < 0) end = lines.length;
  const section = [lines[start]!];
  for (let day = 0; day < 7; day++) {
    section.push('', `### ${dayLabel(weekOf, day)}`, '');
    const ofDay = blocks.filter((block) => block.day === day).sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
    if (!ofDay.length) section.push('Rest day: no study block.');
    for (const block of ofDay)
      section.push(`- [${block.done ? 'x' : ' '}] ${block.start}–${block.end} ${block.focus}${block.course ? ` (${block.course})` : ''}`);
  }
  if (end < lines.length) section.push('');
  return [...lines.slice(0, start), ...section, ...lines.slice(end)];
}
