import { ComingSoon } from '../../../ui/coming-soon';

export function CookiesPage() {
  return <ComingSoon title="Cookie Policy" />;
}
