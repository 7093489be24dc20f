// The Course Info panel's fields with their fallbacks, as plain data so the rule for each one is
// testable without rendering. The more-info link is kept only for an http(s) address (a catalogue is
// imported data: a `javascript:` URL must never become an href).
import type { CatalogCourse } from '../../../lib/catalog/catalog';
import { isWebAddress } from '../../../lib/web-address';
import { creditText } from '../../../lib/count-words';

export interface CourseInfoRow {
  label: string;
  value: string;
}

export interface CourseInfo {
  code: string;
  title: string;
  description: string;
  rows: CourseInfoRow[];
  /** Present only when the catalogue's address is http or https. */
  moreInfoUrl?: string;
}

const orElse = (value: string | null | undefined, fallback: string) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? fallback : trimmed;
};

/** "Fall, Spring" → "Fall, Spring"; stray spaces and empty items from the catalogue dropped. */
function offered(text: string): string {
  return orElse(
    text
      .split(',')
      .map((season) => season.trim())
      .filter(Boolean)
      .join(', '),
    'Unknown',
  );
}

function credits(value: number): string {
  if (!Number.isFinite(value)) return 'N/A';
  return creditText(value);
}

export function courseInfo(course: CatalogCourse): CourseInfo {
  const url = course.course_url.trim();
  return {
    code: course.course_code,
    title: course.course_title,
    description: orElse(course.course_description, 'No description available.'),
    rows: [
      { label: 'Credits', value: credits(course.course_credit) },
      { label: 'Offered', value: offered(course.course_offered) },
      { label: 'Category', value: orElse(course.course_category, 'N/A') },
      { label: 'Prerequisites', value: orElse(course.course_prereq, 'None') },
      { label: 'Corequisites', value: orElse(course.course_coreq, 'None') },
      { label: 'Minimum grade', value: orElse(course.min_grade_req, 'N/A') },
      { label: 'Note', value: orElse(course.course_note, 'N/A') },
    ],
    moreInfoUrl: isWebAddress(url) ? url : undefined,
  };
}
