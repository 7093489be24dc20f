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
  const matchers = courses.map((course) => ({ code: course.code, key: squash(course.code), pattern: codePattern(course.code) }));
  return {
    courses,
    named(text) {
      if (!text) return undefined;
      const key = squash(text);
      const exact = matchers.find((matcher) => matcher.key === key);
      if (exact) return exact.code;
      return matchers.find((matcher) => matcher.pattern?.test(text))?.code;
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
