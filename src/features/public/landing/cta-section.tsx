// Closing call to action at the foot of the landing page.
import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from '../../../ui/router-links';
import classes from './landing.module.css';

export function CtaSection() {
  return (
    <section aria-labelledby="cta-title">
      <Container size="lg" py={{ base: 56, md: 88 }}>
        <Paper className={classes.cta} radius="xl" p={{ base: 'xl', md: 56 }}>
          <Group justify="space-between" align="center" gap="xl">
            <Stack gap="xs" maw={560}>
              <Title id="cta-title" order={2} c="white">
                Ready to take charge of your semester?
              </Title>
              <Text c="white" opacity={0.92}>
                Set up your first study plan in minutes. It works offline too, and syncs the moment you are back
                online.
              </Text>
            </Stack>
            <Group gap="sm">
              <ButtonLink to="/dashboard" size="lg" radius="xl" variant="white">
                Get started
              </ButtonLink>
              <ButtonLink to="/product" size="lg" radius="xl" variant="outline" color="white">
                See the product
              </ButtonLink>
            </Group>
          </Group>
        </Paper>
      </Container>
    </section>
  );
}
