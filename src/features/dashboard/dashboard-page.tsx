import { ComingSoon } from '../../ui/coming-soon';

export function DashboardPage() {
  return <ComingSoon title="Dashboard" />;
}
