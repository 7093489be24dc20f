import { ComingSoon } from '../../ui/coming-soon';

export function TasksTab() {
  return <ComingSoon title="Tasks" />;
}
