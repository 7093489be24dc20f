import { ComingSoon } from '../../ui/coming-soon';

export function BookmarksTab() {
  return <ComingSoon title="Bookmark" />;
}
