import { ComingSoon } from '../../../ui/coming-soon';

export function LandingPage() {
  return <ComingSoon title="Study smarter with DegreeMate" />;
}
