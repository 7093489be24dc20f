// /career: no open roles yet; says so plainly and offers a way to hear first.
import { Anchor, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb, IconRocket, IconUsers, IconWorld } from '@tabler/icons-react';
import { InfoCard } from '../shared/info-card';
import { PageHeader } from '../shared/page-header';

export function CareerPage() {
  return (
    <>
      <PageHeader
        eyebrow="Career"
        title="Careers at DegreeMate"
        lead="We are a small team helping students plan smarter. We are not hiring just yet, but new roles are coming."
      />
      <Paper withBorder radius="lg" p="xl" mb={48}>
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconRocket size={30} stroke={1.6} aria-hidden="true" />
          </ThemeIcon>
          <Title order={2} fz={24}>
            Roles are coming soon
          </Title>
          <Text c="dimmed" maw={520}>
            We expect to open positions in engineering, product design and student success later this year.
            Want to hear first? Send a short note about yourself to{' '}
            <Anchor inherit underline="always" href="mailto:careers@degreemate.app">careers@degreemate.app</Anchor>.
          </Text>
        </Stack>
      </Paper>
      <Title order={2} fz={26} mb="lg">
        How we work
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <InfoCard icon={IconWorld} title="Remote-friendly">
          We work across time zones, write things down and keep meetings short.
        </InfoCard>
        <InfoCard icon={IconUsers} title="Close to students">
          Everyone on the team talks to students regularly. It is the fastest way to build the right thing.
        </InfoCard>
        <InfoCard icon={IconBulb} title="Always learning">
          A yearly learning budget and time set aside to explore new ideas — we practise what we preach.
        </InfoCard>
      </SimpleGrid>
    </>
  );
}
