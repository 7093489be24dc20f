// /about: who we are, what we believe and what the beta showed.
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconHeartHandshake, IconShieldLock, IconWifiOff } from '@tabler/icons-react';
import { InfoCard } from '../shared/info-card';
import { PageHeader } from '../shared/page-header';
import { ButtonLink } from '../../../ui/router-links';

const betaStats = [
  { value: '120', label: 'early adopters' },
  { value: '3', label: 'universities' },
  { value: '12', label: 'weeks of beta' },
  { value: '94%', label: 'satisfaction' },
] as const;

export function AboutPage() {
  return (
    <>
      <PageHeader
        eyebrow="About us"
        title="About DegreeMate"
        lead="We are building the study companion we wished we had had: one place to plan your week, keep track of your degree and stay ahead of every deadline."
      />
      <Stack gap="md" mb={48}>
        <Title order={2} fz={26}>
          Our mission
        </Title>
        <Text>
          College asks students to be their own project managers. Every course comes with its own syllabus,
          its own learning platform and its own calendar, and it is on you to stitch them together. Most of
          us learned to do that the hard way: with spreadsheets, sticky notes and the occasional all-nighter.
        </Text>
        <Text>
          DegreeMate does the stitching for you. It reads your syllabi, builds a realistic weekly study plan,
          maps the courses you still need to graduate and gives you an advisor you can ask at any hour — so
          the time you have goes into learning, not planning.
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p="xl" mb={48}>
        <Title order={2} fz={22} mb="lg">
          What our beta taught us
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
          {betaStats.map((stat) => (
            <div key={stat.label}>
              <Text fz={36} fw={800} lh={1.1} c="var(--mantine-color-anchor)">
                {stat.value}
              </Text>
              <Text fz="sm" c="dimmed">
                {stat.label}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
      <Title order={2} fz={26} mb="lg">
        What we believe
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mb={48}>
        <InfoCard icon={IconHeartHandshake} title="Students first">
          Every feature starts with a real student problem. If it does not save you time or stress, it does not ship.
        </InfoCard>
        <InfoCard icon={IconShieldLock} title="Private by design">
          Your plans and notes are yours. We never sell your data and we only keep what the product needs to work.
        </InfoCard>
        <InfoCard icon={IconWifiOff} title="Works anywhere">
          Library basement, train, campus dead zone: DegreeMate keeps working offline and syncs when you reconnect.
        </InfoCard>
      </SimpleGrid>
      <Group justify="center" gap="sm">
        <ButtonLink to="/product" radius="xl">
          Explore the product
        </ButtonLink>
        <ButtonLink to="/contact" radius="xl" variant="default">
          Get in touch
        </ButtonLink>
      </Group>
    </>
  );
}
