import { ComingSoon } from '../../ui/coming-soon';

export function CareerTab() {
  return <ComingSoon title="Career" />;
}
