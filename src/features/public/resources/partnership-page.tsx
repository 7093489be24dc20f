import { ComingSoon } from '../../../ui/coming-soon';

export function PartnershipPage() {
  return <ComingSoon title="Partnership" />;
}
