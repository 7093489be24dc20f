import { ComingSoon } from '../../../ui/coming-soon';

export function ContactPage() {
  return <ComingSoon title="Contact us" />;
}
