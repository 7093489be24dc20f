// The four product pillars, with the learning platforms DegreeMate connects to.
import { Badge, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconChecklist, IconFileAnalytics, IconPlugConnected } from '@tabler/icons-react';
import classes from './landing.module.css';

const features = [
  {
    icon: IconFileAnalytics,
    title: 'Syllabus analysis',
    body: 'Upload a syllabus and DegreeMate pulls out the readings, assignments, exams and due dates for you.',
  },
  {
    icon: IconCalendarEvent,
    title: 'Study plan',
    body: 'AI-generated weekly plans that balance every course, fit the hours you have and adapt as the term moves.',
  },
  {
    icon: IconChecklist,
    title: 'Task manager',
    body: 'Track assignments from to-do to done, see what is due today and never get surprised by a deadline again.',
  },
  {
    icon: IconPlugConnected,
    title: 'Integration',
    body: 'Bring your courses and calendar together: DegreeMate works alongside the tools your school already uses.',
    platforms: ['Canvas', 'Blackboard', 'D2L', 'Google Calendar'],
  },
] as const;

export function FeaturesSection() {
  return (
    <section id="features" className={`${classes.section} ${classes.tinted}`} aria-labelledby="features-title">
      <Container size="lg" py={{ base: 56, md: 88 }}>
        <Stack gap={6} align="center" ta="center" mb={40}>
          <Text fz="sm" fw={700} tt="uppercase" c="var(--mantine-color-anchor)" lts={1}>
            Everything in one place
          </Text>
          <Title id="features-title" order={2}>
            Features
          </Title>
          <Text c="dimmed" maw={560}>
            The planning, tracking and syncing you would otherwise juggle across five apps.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {features.map((feature) => (
            <Card key={feature.title} withBorder radius="lg" padding="xl" className={classes.card}>
              <ThemeIcon size={48} radius="md" variant="gradient" gradient={{ from: 'indigo.7', to: 'violet.7', deg: 135 }} mb="md">
                <feature.icon size={26} stroke={1.6} aria-hidden="true" />
              </ThemeIcon>
              <Title order={3} fz="lg" mb={6}>
                {feature.title}
              </Title>
              <Text fz="sm" c="dimmed">
                {feature.body}
              </Text>
              {'platforms' in feature ? (
                <Group gap={6} mt="md">
                  {feature.platforms.map((platform) => (
                    <Badge key={platform} variant="light" color="gray" radius="sm" tt="none">
                      {platform}
                    </Badge>
                  ))}
                </Group>
              ) : null}
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
