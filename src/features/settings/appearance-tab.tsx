import { ComingSoon } from '../../ui/coming-soon';

export function AppearanceTab() {
  return <ComingSoon title="Appearance" />;
}
