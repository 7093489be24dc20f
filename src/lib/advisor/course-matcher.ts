// Finds the courses a question names, forgivingly: `cs2110`, `CS 2110`, `cs-2110`, a subject with one
// letter wrong (`CX 2110` when only CS has 2110), or the course's title ("Linear Algebra").
import type { CatalogCourse } from '../catalog/catalog';
import { looseCodeKey } from '../catalog/course-code';

const CODE = /\b([A-Za-z]{2,5})[\s-]*(\d{3,4}[A-Za-z]?)\b/g;
const MIN_TITLE_LENGTH = 6;

/** Lower case, words of letters and digits separated by single spaces. */
function normalWords(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

/** The courses named in `text`, each once, in the order they appear. */
export function findCourses(text: string, courses: readonly CatalogCourse[]): CatalogCourse[] {
  const byKey = new Map(courses.map((course) => [looseCodeKey(course.course_code), course]));
  const found: { at: number; course: CatalogCourse }[] = [];
  for (const match of text.matchAll(CODE)) {
    const course = byKey.get(looseCodeKey(`${match[1]}${match[2]}`)) ?? nearCode(match[1]!, match[2]!, courses);
    if (course) found.push({ at: match.index, course });
  }
  const words = normalWords(text);
  for (const course of courses) {
    const title = normalWords(course.course_title);
    if (title.trim().length < MIN_TITLE_LENGTH) continue;
    const at = words.indexOf(title);
    if (at >= 0) found.push({ at, course });
  }
  found.sort((a, b) => a.at - b.at);
  const seen = new Set<string>();
  return found.filter(({ course }) => !seen.has(course.id) && seen.add(course.id)).map(({ course }) => course);
}

/** The one course with this number whose subject is one letter away; none when it is ambiguous. */
function nearCode(subject: string, number: string, courses: readonly CatalogCourse[]): CatalogCourse | undefined {
  const wanted = subject.toUpperCase();
  const candidates = courses.filter((course) => {
    const [courseSubject, courseNumber] = splitCode(course.course_code);
    return courseNumber === number.toUpperCase() && oneEditApart(courseSubject, wanted);
  });
  return candidates.length === 1 ? candidates[0] : undefined;
}

function splitCode(code: string): [string, string] {
  const match = /^([A-Za-z&.]+)[\s-]*(.*)$/.exec(code.trim());
  return match ? [match[1]!.toUpperCase(), match[2]!.toUpperCase()] : [code.toUpperCase(), ''];
}

/** One substitution, insertion or deletion (not zero). */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
