import { ComingSoon } from '../../ui/coming-soon';

export function OnboardingScreen() {
  return <ComingSoon title="Welcome! Tell us about yourself" />;
}
