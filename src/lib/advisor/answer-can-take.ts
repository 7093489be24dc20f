// "Can I take CS 4780 next fall?": yes or no in the first sentence, from the prerequisites (taken, or being
// taken now when the question is about a later term) and the catalogue's offering in the season asked; then
// the prerequisites and the offering in detail.
import type { CatalogCourse } from '../catalog/catalog';
import type { Season } from '../catalog/terms';
import { isSatisfied, requisiteCodes } from '../catalog/requisites';
import { listedSeasons } from '../planning/catalog-index';
import { aboutCourse, offeringOf, prerequisitesOf, safeParse } from './answer-course';
import { courseLabel, joinWords, planCourseOf } from './advisor-facts';
import type { AdvisorInput } from './advisor-types';

const SEASON = /\b(winter|spring|summer|fall|autumn)\b/i;

function askedSeason(text: string): Season | undefined {
  const found = SEASON.exec(text)?.[1]?.toLowerCase();
  if (!found) return undefined;
  return found === 'autumn' ? 'Fall' : ((found[0]!.toUpperCase() + found.slice(1)) as Season);
}

export function canTake(input: AdvisorInput, course: CatalogCourse, text: string): string {
  const season = askedSeason(text);
  const seasons = listedSeasons(course.course_offered);
  const prereq = safeParse(course.course_prereq);
  const statusOf = (code: string) => planCourseOf(input, code)?.status;
  const label = courseLabel(course);
  let verdict: string;
  if (season && seasons.length > 0 && !seasons.includes(season)) {
    verdict = `No: ${label} is not offered in ${season}; the catalogue lists it in ${joinWords(seasons)}.`;
  } else if (!prereq || isSatisfied(prereq, (code) => statusOf(code) === 'taken')) {
    verdict = `Yes: ${prereq ? `you have met the prerequisites of ${label}` : `${label} has no prerequisites`}${season && seasons.length > 0 ? `, and it is offered in ${season}` : ''}.`;
  } else if (isSatisfied(prereq, (code) => statusOf(code) === 'taken' || statusOf(code) === 'taking')) {
    const taking = requisiteCodes(prereq).filter((code) => statusOf(code) === 'taking');
    verdict = `Yes, once you pass ${joinWords(taking)}, which you are taking now.`;
  } else {
    verdict = `Not yet: you have not met the prerequisites of ${label}.`;
  }
  const details = prereq ? [prerequisitesOf(input, course), offeringOf(input, course)] : [aboutCourse(input, course)];
  return [verdict, ...details].join('\n\n');
}
