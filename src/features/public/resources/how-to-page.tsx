import { ComingSoon } from '../../../ui/coming-soon';

export function HowToPage() {
  return <ComingSoon title="How-to" />;
}
