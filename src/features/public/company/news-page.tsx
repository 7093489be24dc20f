import { ComingSoon } from '../../../ui/coming-soon';

export function NewsPage() {
  return <ComingSoon title="News" />;
}
