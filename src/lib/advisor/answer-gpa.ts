// "What is my GPA?" and "What GPA do I need this term to reach 3.0?", from the grades recorded on the plan and
// the university's scale (docs/degree-audit.md). This term's credits are the courses marked taking.
import { gpaNeeded } from '../grades/gpa-needed';
import { gradeReport, type GpaSummary } from '../grades/gpa';
import type { GradedCourse } from '../grades/graded-course';
import { DEFAULT_GRADING_SCALE } from '../grades/grading-scale';
import type { AdvisorInput, AdvisorPlanCourse } from './advisor-types';

const TARGET = /\b(?:need|reach|get|raise|bring|keep|stay|above|at least|to)\b[^0-9]*?(\d(?:\.\d{1,2})?)\b/i;

const gpaText = (gpa: number) => gpa.toFixed(2);
const creditText = (credits: number) => `${credits} credit${credits === 1 ? '' : 's'}`;

function graded(course: AdvisorPlanCourse): GradedCourse {
  return {
    courseCode: course.course_code,
    credits: course.credit,
    term: course.term,
    status: course.status,
    ...(course.grade === undefined ? {} : { grade: course.grade }),
    ...(course.creditSource ? { creditSource: course.creditSource as GradedCourse['creditSource'] } : {}),
  };
}

export function gpaAnswer(input: AdvisorInput, message: string): string {
  if (!input.plan) return 'You have no graduation plan yet: add your courses and their grades in Advisor › Graduation, and I can work out your GPA.';
  const scale = input.catalog?.university.grading_scale ?? DEFAULT_GRADING_SCALE;
  const report = gradeReport(scale, input.planCourses.map(graded));
  const target = TARGET.exec(message);
  return target ? neededAnswer(input, scale, report.cumulative, Number(target[1])) : summaryAnswer(report);
}

function summaryAnswer(report: ReturnType<typeof gradeReport>): string {
  const { cumulative } = report;
  const lastTerm = [...report.terms].reverse().find((term) => term.summary.gpa !== null);
  const credits = `Credits earned: **${cumulative.creditsEarned}** (${creditText(cumulative.creditsAttempted)} attempted here${cumulative.creditsFromElsewhere > 0 ? `, ${creditText(cumulative.creditsFromElsewhere)} from elsewhere, outside the GPA` : ''}).`;
  if (cumulative.gpa === null)
    return `You have no grades that count in a GPA recorded yet: mark a course taken and choose its grade in Advisor › Graduation. ${credits}`;
  const lines = [`Your cumulative GPA is **${gpaText(cumulative.gpa)}**, over ${creditText(cumulative.gpaCredits)} of letter grades.`];
  if (lastTerm) lines.push(`Your last graded term, ${lastTerm.term}: **${gpaText(lastTerm.summary.gpa!)}**.`);
  lines.push(credits);
  return lines.join(' ');
}

function neededAnswer(input: AdvisorInput, scale: typeof DEFAULT_GRADING_SCALE, sofar: GpaSummary, target: number): string {
  const termCredits = input.planCourses.filter((course) => course.status === 'taking' && !course.creditSource).reduce((sum, course) => sum + course.credit, 0);
  if (!(termCredits > 0))
    return `You have no courses marked taking this term, so no grade this term can move your GPA${sofar.gpa === null ? '' : ` (now **${gpaText(sofar.gpa)}**)`}. Mark this term’s courses taking in Advisor › Semester.`;
  const result = gpaNeeded(scale, sofar, termCredits, target);
  const now = sofar.gpa === null ? 'You have no GPA yet' : `Your GPA is **${gpaText(sofar.gpa)}** over ${creditText(sofar.gpaCredits)}`;
  if (result.needed <= 0) return `${now}: you stay at or above ${gpaText(target)} whatever your grades in this term’s ${creditText(termCredits)}.`;
  if (!result.reachable)
    return `${now}. Reaching ${gpaText(target)} this term would need a term GPA of ${gpaText(result.needed)} over ${creditText(termCredits)}, above the best grade there is: it is **not reachable this term**. It can be over more terms.`;
  return `${now}. To reach ${gpaText(target)} you need a term GPA of at least **${gpaText(Math.ceil(result.needed * 100 - 1e-9) / 100)}** over this term’s ${creditText(termCredits)}${result.lowestGrade ? ` (${result.lowestGrade} or better in every course gets there)` : ''}.`;
}
