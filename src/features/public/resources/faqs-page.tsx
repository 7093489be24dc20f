import { ComingSoon } from '../../../ui/coming-soon';

export function FaqsPage() {
  return <ComingSoon title="FAQs" />;
}
