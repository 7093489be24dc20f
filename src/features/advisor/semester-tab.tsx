import { ComingSoon } from '../../ui/coming-soon';

export function SemesterTab() {
  return <ComingSoon title="Semester" />;
}
