// Landing hero: the promise, the two calls to action and a cue down to "How it works".
import { ActionIcon, Badge, Center, Container, Grid, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowRight, IconSparkles } from '@tabler/icons-react';
import { ButtonLink } from '../../../ui/router-links';
import classes from './landing.module.css';
import { PlanPreview } from './plan-preview';

export function HeroSection({ onScrollDown }: { onScrollDown: () => void }) {
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" pt={{ base: 48, md: 88 }} pb={{ base: 24, md: 40 }}>
        <Grid gap={48} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Badge variant="light" size="lg" radius="xl" leftSection={<IconSparkles size={14} aria-hidden="true" />} w="fit-content" tt="none">
                Version 1.0 is live
              </Badge>
              <Title id="hero-title" order={1} className={classes.title}>
                Your degree, planned. <span className={classes.accent}>Your week, sorted.</span>
              </Title>
              <Text fz={{ base: 'md', sm: 'lg' }} c="dimmed" maw={540}>
                DegreeMate turns your syllabi into a personal weekly study plan, keeps every deadline in one
                place and shows how far you are from graduation — so you can spend less time planning and more
                time learning.
              </Text>
              <Group gap="sm">
                <ButtonLink to="/dashboard" size="lg" radius="xl" rightSection={<IconArrowRight size={18} aria-hidden="true" />}>
                  Login / Signup
                </ButtonLink>
                <ButtonLink to="/about" size="lg" radius="xl" variant="default">
                  {/* Seen as "Learn more"; read and indexed as where it leads. */}
                  Learn more<VisuallyHidden> about DegreeMate</VisuallyHidden>
                </ButtonLink>
              </Group>
              <Text fz="sm" c="dimmed">
                Shaped by 120 beta students at 3 universities, with 94% satisfaction.
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }} visibleFrom="md">
            <Center>
              <PlanPreview />
            </Center>
          </Grid.Col>
        </Grid>
        <Center mt={{ base: 32, md: 56 }}>
          <ActionIcon onClick={onScrollDown} aria-label="Scroll to How it works" title="Scroll to How it works" variant="default" size={48} radius="xl">
            <IconArrowDown className={classes.scrollCue} size={22} aria-hidden="true" />
          </ActionIcon>
        </Center>
      </Container>
    </section>
  );
}
