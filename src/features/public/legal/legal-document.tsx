// Shared frame for the policy pages: one h1, the last-updated date, numbered sections.
import type { ReactNode } from 'react';
import { Container, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../../ui/router-links';
import { usePageTitle } from '../shared/use-page-title';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

export const LAST_UPDATED = { iso: '2025-05-27', label: '27 May 2025' } as const;

export function LegalDocument({ title, intro, sections }: { title: string; intro: ReactNode; sections: readonly LegalSection[] }) {
  usePageTitle(`${title} · DegreeMate`);
  return (
    <Container size={760} pt={{ base: 40, sm: 64 }} pb={{ base: 56, sm: 88 }}>
      <Stack gap="xs" mb="xl">
        <Text fz="sm" fw={700} tt="uppercase" lts={1} c="var(--mantine-color-anchor)">
          Legal
        </Text>
        <Title order={1} fz={{ base: 32, sm: 42 }} style={{ letterSpacing: '-0.025em' }}>
          {title}
        </Title>
        <Text c="dimmed">
          Last updated <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.label}</time>
        </Text>
      </Stack>
      <Text fz="lg" mb="xl" component="div">
        {intro}
      </Text>
      <Stack gap="xl">
        {sections.map((section, index) => (
          <section key={section.heading}>
            <Title order={2} fz={22} mb="xs">
              {index + 1}. {section.heading}
            </Title>
            <Stack gap="sm" style={{ lineHeight: 1.7 }}>
              {section.body}
            </Stack>
          </section>
        ))}
      </Stack>
      <Divider my={40} />
      <Group gap="lg">
        <Text fz="sm" c="dimmed">
          Related:
        </Text>
        <AnchorLink to="/terms" fz="sm">
          Terms of Service
        </AnchorLink>
        <AnchorLink to="/privacy" fz="sm">
          Privacy Policy
        </AnchorLink>
        <AnchorLink to="/cookies" fz="sm">
          Cookie Policy
        </AnchorLink>
        <AnchorLink to="/contact" fz="sm">
          Contact us
        </AnchorLink>
      </Group>
    </Container>
  );
}
