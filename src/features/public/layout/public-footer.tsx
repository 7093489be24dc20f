// Site-wide footer: brand blurb, grouped links (company, support, legal) and the copyright line.
import { Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { LinkProps } from '@tanstack/react-router';
import { AnchorLink } from '../../../ui/router-links';
import { BrandMark } from '../../../ui/brand-logo';
import classes from './public-layout.module.css';

interface FooterColumn {
  title: string;
  links: readonly { label: string; to: NonNullable<LinkProps['to']> }[];
}

const columns: readonly FooterColumn[] = [
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Product', to: '/product' },
      { label: 'News', to: '/news' },
      { label: 'Career', to: '/career' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Contact', to: '/contact' },
      { label: 'FAQs', to: '/resources/faqs' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms', to: '/terms' },
      { label: 'Privacy', to: '/privacy' },
      { label: 'Cookies', to: '/cookies' },
    ],
  },
];

export function PublicFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg" py={48}>
        <SimpleGrid cols={{ base: 1, sm: 5 }} spacing="xl">
          <Stack gap="sm" style={{ gridColumn: 'span 2' }} maw={340}>
            <Group gap={10}>
              <BrandMark size={28} />
              <Text fw={800} fz="lg">
                DegreeMate
              </Text>
            </Group>
            <Text fz="sm" c="dimmed">
              The study companion that turns your syllabi into a plan, keeps every deadline in view and
              tracks your path to graduation.
            </Text>
          </Stack>
          <SimpleGrid component="nav" aria-label="Footer" cols={3} spacing="xl" style={{ gridColumn: 'span 3' }}>
            {columns.map((column) => (
              <div key={column.title}>
                <Text fz="sm" fw={700} mb="sm">
                  {column.title}
                </Text>
                <Stack gap={8}>
                  {column.links.map((link) => (
                    <AnchorLink key={link.to} to={link.to} className={classes.footerLink}>
                      {link.label}
                    </AnchorLink>
                  ))}
                </Stack>
              </div>
            ))}
          </SimpleGrid>
        </SimpleGrid>
        <Divider my="xl" />
        {/* The HTML is rendered at build time: across New Year the year in it is last year's until hydration
            writes this one, which React would otherwise report as a mismatch. */}
        <Text fz="sm" c="dimmed" suppressHydrationWarning>
          {`© ${new Date().getFullYear()} DegreeMate. All rights reserved.`}
        </Text>
      </Container>
    </footer>
  );
}
