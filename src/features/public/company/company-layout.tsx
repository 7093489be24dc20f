// About, Product, News and Career share one frame with a pill tab bar between them.
import { Container } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { PillNav, type PillNavItem } from '../../../ui/pill-nav';

const companyTabs: readonly PillNavItem[] = [
  { label: 'About', to: '/about' },
  { label: 'Product', to: '/product' },
  { label: 'News', to: '/news' },
  { label: 'Career', to: '/career' },
];

export function CompanyLayout() {
  return (
    <Container size="md" pt={{ base: 32, sm: 48 }} pb={{ base: 56, sm: 88 }}>
      <PillNav label="Company" items={companyTabs} />
      <div style={{ marginTop: 40 }}>
        <Outlet />
      </div>
    </Container>
  );
}
