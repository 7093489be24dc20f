import { ComingSoon } from '../../ui/coming-soon';

export function GraduationTab() {
  return <ComingSoon title="Graduation" />;
}
