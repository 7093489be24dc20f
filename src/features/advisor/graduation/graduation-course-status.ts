// The three statuses of a planned course as the selects show them.
import type { PlanCourseStatus } from '../../../lib/plan';

export const STATUS_OPTIONS: { value: PlanCourseStatus; label: string }[] = [
  { value: 'planned', label: 'Planned' },
  { value: 'taking', label: 'Taking' },
  { value: 'taken', label: 'Taken' },
];

export const isPlanCourseStatus = (value: unknown): value is PlanCourseStatus => value === 'planned' || value === 'taking' || value === 'taken';
