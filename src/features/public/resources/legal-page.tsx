import { ComingSoon } from '../../../ui/coming-soon';

export function LegalPage() {
  return <ComingSoon title="Legal" />;
}
