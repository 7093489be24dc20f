// The only courses a plan may name: the plan's own course and the student's classes. A topic or a
// deadline is tied to one of them when it names it; anything else stays without a course, so the
// generator never invents one.
import { plainText } from './plan-topics';
import type { WeeklyPlanInput } from './weekly-plan-types';

export interface KnownCourse {
  code: string;
  title?: string;
}

export interface CourseBook {
  courses: KnownCourse[];
  /** The known course `text` names (its code, spacing and case aside), else undefined. */
  named(text: string | undefined): string | undefined;
  /** Makes `code` known (a course an imported syllabus names); its code as the book spells it. */
  add(code: string): string | undefined;
  /** Where in `text` the known course `code` is named, or undefined. */
  position(code: string, text: string): number | undefined;
}

export function courseBook(input: WeeklyPlanInput): CourseBook {
  const courses: KnownCourse[] = [];
  const seen = new Set<string>();
  const add = (code: string | undefined, title?: string) => {
    const clean = plainText(code ?? '').slice(0, 100);
    const key = squash(clean);
    if (!key || seen.has(key)) return;
    seen.add(key);
    const cleanTitle = title === undefined ? undefined : plainText(title).slice(0, 80);
    courses.push(cleanTitle ? { code: clean, title: cleanTitle } : { code: clean });
  };
  add(input.course);
  for (const entry of input.classes) add(entry.code, entry.title);
  const matcherOf = (course: KnownCourse) => ({ code: course.code, key: squash(course.code), pattern: codePattern(course.code) });
  const matchers = courses.map(matcherOf);
  const named = (text: string | undefined) => {
    if (!text) return undefined;
    const key = squash(text);
    const exact = matchers.find((matcher) => matcher.key === key);
    if (exact) return exact.code;
    return matchers.find((matcher) => matcher.pattern?.test(text))?.code;
  };
  return {
    courses,
    named,
    position(code, text) {
      const matcher = matchers.find((entry) => entry.code === code);
      if (!matcher) return undefined;
      if (squash(text) === matcher.key) return 0;
      const at = matcher.pattern?.exec(text)?.index;
      return at === undefined || at < 0 ? undefined : at;
    },
    add(code) {
      const known = named(code);
      if (known !== undefined) return known;
      const before = courses.length;
      add(code);
      if (courses.length === before) return undefined;
      matchers.push(matcherOf(courses[courses.length - 1]!));
      return courses[courses.length - 1]!.code;
    },
  };
}

function squash(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

// 'CS 2110' also matches 'cs2110' and 'CS-2110' inside a sentence, but not 'CS 21100'.
function codePattern(code: string): RegExp | undefined {
  const parts = code.match(/\p{L}+|\p{N}+/gu);
  if (!parts || parts.join('').length < 3) return undefined;
  return new RegExp(`(?<![\\p{L}\\p{N}])${parts.join('[\\s_-]*')}(?![\\p{L}\\p{N}])`, 'iu');
}
