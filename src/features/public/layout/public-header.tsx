// The public top bar: brand, section buttons, the sign-in icon, and a drawer menu on phones.
import { Container, Group } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { ActionIconLink, ButtonLink } from '../../../ui/router-links';
import { BrandMark } from '../../../ui/brand-logo';
import { MobileNav } from './mobile-nav';
import { headerNavItems, isInSection } from './nav-items';
import header from '../../../ui/site-header.module.css';

export function PublicHeader() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <header className={header.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          {/* exact: "/" would otherwise prefix-match every page and mark the brand as current. */}
          <Link to="/" className={header.brand} activeOptions={{ exact: true }} aria-label="DegreeMate home">
            <BrandMark />
            <span>DegreeMate</span>
          </Link>
          <Group gap="xs" wrap="nowrap">
            <Group component="nav" aria-label="Main" gap={4} visibleFrom="sm" wrap="nowrap">
              {headerNavItems.map((item) => (
                <ButtonLink
                  key={item.to}
                  to={item.to}
                  variant={isInSection(pathname, item) ? 'light' : 'subtle'}
                  color={isInSection(pathname, item) ? undefined : 'gray'}
                  radius="xl"
                >
                  {item.label}
                </ButtonLink>
              ))}
            </Group>
            <ActionIconLink to="/dashboard" aria-label="Sign in" title="Sign in" variant="filled" size={38} radius="xl">
              <IconLogin2 size={20} stroke={1.8} aria-hidden="true" />
            </ActionIconLink>
            <MobileNav pathname={pathname} />
          </Group>
        </Group>
      </Container>
    </header>
  );
}
