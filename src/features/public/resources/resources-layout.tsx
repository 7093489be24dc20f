// How-to, FAQs, Partnership and Legal share one frame with a pill tab bar between them.
import { Container } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { PillNav, type PillNavItem } from '../../../ui/pill-nav';

const resourceTabs: readonly PillNavItem[] = [
  { label: 'How-to', to: '/resources/how-to' },
  { label: 'FAQs', to: '/resources/faqs' },
  { label: 'Partnership', to: '/resources/partnership' },
  { label: 'Legal', to: '/resources/legal' },
];

export function ResourcesLayout() {
  return (
    <Container size="md" pt={{ base: 32, sm: 48 }} pb={{ base: 56, sm: 88 }}>
      <PillNav label="Resources" items={resourceTabs} />
      <div style={{ marginTop: 40 }}>
        <Outlet />
      </div>
    </Container>
  );
}
