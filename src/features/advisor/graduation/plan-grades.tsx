// The plan header's grades: cumulative GPA and credits earned / attempted, the dashboard's figures
// (degreeProgress on the university's scale): "N/A" until a grade that counts is recorded, credit from
// elsewhere in the credits earned and never in the GPA or the credits attempted.
import { Text } from '@mantine/core';
import type { DegreeProgress } from '../../../lib/progress/degree-progress';
import { formatCredits } from './graduation-plan-summary';

export const gpaText = (degree: Pick<DegreeProgress, 'gpa'>) => (degree.gpa === null ? 'N/A' : degree.gpa.toFixed(2));

const creditText = (credits: number) => `${formatCredits(credits)} credit${credits === 1 ? '' : 's'}`;

/** The Semester tab's wording, so the two read the same. */
export function PlanCreditsLine({ degree }: { degree: DegreeProgress }) {
  return (
    <Text size="sm" aria-label="Credits earned and attempted">
      {creditText(degree.takenCredits)} earned · {creditText(degree.creditsAttempted)} attempted
      {degree.creditsFromElsewhere > 0 ? ` · ${creditText(degree.creditsFromElsewhere)} from elsewhere, outside the GPA` : ''}
      {degree.gpa === null ? ' · no grades recorded yet' : ''}
    </Text>
  );
}
