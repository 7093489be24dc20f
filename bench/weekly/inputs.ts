// Seeded, varied inputs for the weekly plan bench: titles, descriptions of 0–14 topics written as lists,
// bullets or sentences, up to 5 classes, up to 6 deadlines around the week, and budgets from 0 to 40 h.
import type { WeeklyPlanInput } from '../../src/lib/study/weekly-plan-types';

const TOPICS = [
  'graph algorithms',
  'dynamic programming',
  'recursion',
  'eigenvalues and eigenvectors',
  'photosynthesis',
  'supply and demand curves',
  'the French Revolution',
  'organic reaction mechanisms',
  'thermodynamics',
  'hash tables',
  'integration by parts',
  'Newtonian mechanics',
  'probability distributions',
  'cell division',
  'poetry analysis',
  'binary search trees',
  'Fourier series',
  'market structures',
  'the Krebs cycle',
  'linear regression',
  'sorting algorithms',
  'acids and bases',
  'Cold War diplomacy',
  'memory hierarchies',
];
const CODES = ['CS 2110', 'MATH 1920', 'PHYS 2213', 'CHEM 2090', 'ECON 1110', 'BIOG 1440', 'HIST 2500', 'ENGL 1170'];
const STYLES = [
  (topics: string[]) => topics.join(', '),
  (topics: string[]) => topics.map((topic) => `- ${topic}`).join('\n'),
  (topics: string[]) => topics.map((topic) => `I need to review ${topic}.`).join(' '),
  (topics: string[]) => topics.join('; '),
];

/** A small deterministic generator (mulberry32), so every run measures the same inputs. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function benchInputs(count: number, seed = 1): WeeklyPlanInput[] {
  const next = random(seed);
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
  const some = <T>(items: T[], most: number) => [...items].sort(() => next() - 0.5).slice(0, Math.floor(next() * (most + 1)));
  return Array.from({ length: count }, (_, index) => {
    const monday = new Date(Date.UTC(2025, 0, 6 + 7 * Math.floor(next() * 150)));
    const weekOf = monday.toISOString().slice(0, 10);
    const classes = some(CODES, 5).map((code) => (next() < 0.5 ? { code } : { code, title: `${pick(TOPICS)} seminar` }));
    const deadlines = Array.from({ length: Math.floor(next() * 7) }, (_, at) => {
      const due = new Date(monday.getTime() + Math.floor((next() * 12 - 3) * 86_400_000));
      return { title: `Assignment ${at + 1}`, course: pick(CODES), dueAt: `${due.toISOString().slice(0, 19)}Z` };
    });
    const input: WeeklyPlanInput = {
      title: `Week ${index + 1}: ${pick(TOPICS)}`,
      description: pick(STYLES)(some(TOPICS, 14)),
      weekOf,
      classes,
      deadlines,
    };
    if (next() < 0.6) input.course = pick(CODES);
    if (next() < 0.7) input.weeklyHours = Math.round(next() * 40 * 4) / 4;
    return input;
  });
}
