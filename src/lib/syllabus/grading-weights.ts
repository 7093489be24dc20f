// The grading weights: "Homework 30%", "Midterm exam (20 %)", "Participation | 10%", or a sentence
// ("homework counts for 30%, the midterm 20% and the final 30%"), read in the grading section or on lines
// that speak of the grade. Letter-grade scales ("A 93–100%") are not weights. Weights may be separated by
// commas, semicolons, "and", middle dots, bullets or a spaced slash; the separator is never part of a name.
import { cellsOf, type SyllabusLine } from './syllabus-lines';
import type { GradingWeight } from './syllabus-extraction';

const PERCENT = /(\d{1,3}(?:\.\d+)?)\s*%/g;
const GRADE_WORDS = /\b(grades?|grading|weights?|weighted|worth|counts?|percent)\b/i;
const FILLER =
  /^(and|the|your|of|for|is|are|counts?|worth|weighted|accounts?|makes? up|will|be|each|total|combined|\s|[-–—:|.,;(·•]|\d+)+|(\s|[-–—:|.,;(·•]|\b(is|are|counts?( for)?|worth|weighted( at)?|accounts? for|makes? up|will be|of|at|for)\b)+$/gi;

function component(text: string): string {
  return text
    .replace(/\.{2,}|…/g, ' ')
    .replace(FILLER, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

export function gradingWeights(lines: SyllabusLine[]): GradingWeight[] {
  const weights: GradingWeight[] = [];
  for (const line of lines) {
    if (!line.text.includes('%')) continue;
    if (line.section !== 'grading' && !GRADE_WORDS.test(line.text)) continue;
    if (/\b(late|penalty|deduct|per day|curve|extra credit|attendance below)\b/i.test(line.text)) continue;
    const cells = cellsOf(line.text);
    const last = cells[cells.length - 1] ?? '';
    if (cells.length >= 2 && /^\d{1,3}(\.\d+)?\s*%$/.test(last)) {
      // A table row: "Exams (2 × 20%) | 40%" is one weight, the row's name and its last cell.
      const name = component(cells[cells.length - 2]!);
      const percent = Number(last.replace('%', ''));
      if (name && !/^total$/i.test(name) && !/^[A-F][+-]?$/.test(name) && percent > 0 && percent <= 100)
        weights.push({ component: name, percent, source: { line: line.number, text: line.text } });
      continue;
    }
    const several = (line.text.match(PERCENT) ?? []).length > 1;
    let from = 0;
    for (const match of line.text.matchAll(PERCENT)) {
      const percent = Number(match[1]);
      const before = line.text.slice(from, match.index).split(several ? /[,;·•]|\s\/\s|\band\b|\t|\|(?=[^|]*$)/ : /[,;·•]|\s\/\s|\t|\|(?=[^|]*$)/);
      from = match.index + match[0].length;
      let name = component((before[before.length - 1] ?? '').replace(/^[^:]*\b(grad\w*|weights?|assessment|breakdown)\s*:\s*/i, ''));
      const times = /(\d+)\s*[x×]\s*$/.exec(line.text.slice(0, match.index)); // "Prelims: 2 x 20%"
      if (times) name = component(name.replace(/\d+\s*[x×]\s*$/, ''));
      const weight = times ? percent * Number(times[1]) : percent;
      if (!/[a-z]/i.test(name) && before.length > 1) name = component(before[before.length - 2] ?? '');
      if (!name || /^total$/i.test(name) || /^[A-F][+-]?$/.test(name) || weight <= 0 || weight > 100) continue;
      if (/[–-]\s*$/.test(line.text.slice(0, match.index)) && /\d\s*[–-]\s*$/.test(line.text.slice(0, match.index))) continue;
      weights.push({ component: name.replace(/\s*\($/, ''), percent: weight, source: { line: line.number, text: line.text } });
    }
  }
  return weights;
}
