import { ComingSoon } from '../../ui/coming-soon';

export function NotificationsTab() {
  return <ComingSoon title="Notifications" />;
}
