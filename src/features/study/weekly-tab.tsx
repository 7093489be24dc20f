import { ComingSoon } from '../../ui/coming-soon';

export function WeeklyTab() {
  return <ComingSoon title="Weekly" />;
}
