import { ComingSoon } from '../../ui/coming-soon';

export function AchievementTab() {
  return <ComingSoon title="Achievement" />;
}
