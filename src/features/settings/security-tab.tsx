import { ComingSoon } from '../../ui/coming-soon';

export function SecurityTab() {
  return <ComingSoon title="Security" />;
}
