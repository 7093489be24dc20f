// /resources/legal: an index of the three policy pages.
import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconCookie, IconFileText, IconLock } from '@tabler/icons-react';
import { PageHeader } from '../shared/page-header';
import { AnchorLink } from '../../../ui/router-links';

const policies = [
  { icon: IconFileText, label: 'Terms of Service', to: '/terms', body: 'The rules for using DegreeMate.' },
  { icon: IconLock, label: 'Privacy Policy', to: '/privacy', body: 'What we collect, why, and your choices.' },
  { icon: IconCookie, label: 'Cookie Policy', to: '/cookies', body: 'The cookies and browser storage we use.' },
] as const;

export function LegalPage() {
  return (
    <>
      <PageHeader eyebrow="Resources" title="Legal" lead="Plain-language policies. Last updated 27 May 2025." />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {policies.map((policy) => (
          <Card key={policy.to} withBorder radius="lg" padding="lg">
            <ThemeIcon size={44} radius="md" variant="light" mb="md">
              <policy.icon size={24} stroke={1.6} aria-hidden="true" />
            </ThemeIcon>
            <AnchorLink to={policy.to} fw={700} fz="lg">
              <Group gap={6} component="span">
                {policy.label}
                <IconArrowRight size={16} aria-hidden="true" />
              </Group>
            </AnchorLink>
            <Text fz="sm" c="dimmed" mt={6}>
              {policy.body}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
