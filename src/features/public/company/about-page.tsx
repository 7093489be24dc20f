import { ComingSoon } from '../../../ui/coming-soon';

export function AboutPage() {
  return <ComingSoon title="About" />;
}
