// On Track or Behind for the plan header: the projected last term ends (Winter in February, Spring in May,
// Summer in August, Fall in December) in or before the month of the student's expected graduation, or not.
import { parseTerm, type Season } from '../catalog/terms';

export interface GraduationStatus {
  status: 'on-track' | 'behind' | 'unknown';
  reason: string;
}

const LAST_MONTH: Record<Season, number> = { Winter: 2, Spring: 5, Summer: 8, Fall: 12 };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

export function graduationStatus(estimatedGraduation: string, expectedGraduation: string): GraduationStatus {
  const projected = parseTerm(estimatedGraduation ?? '');
  if (!projected) return { status: 'unknown', reason: 'Generate a plan to see when you are projected to graduate.' };
  const date = DATE.exec((expectedGraduation ?? '').trim());
  const month = date ? Number(date[2]) : 0;
  if (!date || month < 1 || month > 12) return { status: 'unknown', reason: 'Add your expected graduation in your profile to see whether you are on track.' };
  const expected = `${MONTHS[month - 1]} ${date[1]}`;
  const term = `${projected.season} ${projected.year}`;
  // Compared by month: a student expecting to graduate on 15 May is on track with a Spring term that ends in May.
  const onTrack = projected.year * 100 + LAST_MONTH[projected.season] <= Number(date[1]) * 100 + month;
  return onTrack
    ? { status: 'on-track', reason: `Projected to finish in ${term}, by your expected graduation in ${expected}.` }
    : { status: 'behind', reason: `Projected to finish in ${term}, after your expected graduation in ${expected}.` };
}
