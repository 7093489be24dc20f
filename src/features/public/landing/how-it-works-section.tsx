// The three-step explainer the hero's arrow scrolls to.
import type { Ref } from 'react';
import { Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendarCheck, IconUpload, IconUserPlus } from '@tabler/icons-react';
import classes from './landing.module.css';

const steps = [
  {
    icon: IconUserPlus,
    title: 'Create your account',
    body: 'Sign up as a student or log in. It takes a minute, and your plans follow you to every device.',
  },
  {
    icon: IconUpload,
    title: 'Upload your syllabus',
    body: 'Add a course syllabus and answer a few quick questions about your goals, workload and the hours you have free.',
  },
  {
    icon: IconCalendarCheck,
    title: 'Receive your schedule',
    body: 'Get a week-by-week study schedule built around your real deadlines, ready to follow and easy to adjust.',
  },
] as const;

export function HowItWorksSection({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <section id="how-it-works" className={classes.section} aria-labelledby="how-it-works-title">
      <Container size="lg" py={{ base: 56, md: 88 }}>
        <Stack gap={6} align="center" ta="center" mb={40}>
          <Text fz="sm" fw={700} tt="uppercase" c="var(--mantine-color-anchor)" lts={1}>
            Three steps
          </Text>
          <Title id="how-it-works-title" order={2} ref={headingRef} tabIndex={-1} className={classes.sectionHeading}>
            How it works
          </Title>
          <Text c="dimmed" maw={560}>
            From a pile of syllabi to a plan you can actually follow.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {steps.map((step, index) => (
            <Card key={step.title} withBorder radius="lg" padding="xl" className={classes.card}>
              <Group justify="space-between" mb="md">
                <ThemeIcon size={48} radius="md" variant="light">
                  <step.icon size={26} stroke={1.6} aria-hidden="true" />
                </ThemeIcon>
                <Text fz={32} fw={800} c="dimmed" className={classes.stepNumber} aria-hidden="true">
                  {index + 1}
                </Text>
              </Group>
              <Title order={3} fz="lg" mb={6}>
                <VisuallyHidden>Step {index + 1}: </VisuallyHidden>
                {step.title}
              </Title>
              <Text fz="sm" c="dimmed">
                {step.body}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
