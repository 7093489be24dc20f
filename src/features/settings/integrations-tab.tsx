import { ComingSoon } from '../../ui/coming-soon';

export function IntegrationsTab() {
  return <ComingSoon title="Integrations" />;
}
