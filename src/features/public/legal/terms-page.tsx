import { ComingSoon } from '../../../ui/coming-soon';

export function TermsPage() {
  return <ComingSoon title="Terms of Service" />;
}
