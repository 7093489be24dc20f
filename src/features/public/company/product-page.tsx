import { ComingSoon } from '../../../ui/coming-soon';

export function ProductPage() {
  return <ComingSoon title="Product" />;
}
