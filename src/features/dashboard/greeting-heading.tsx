// The dashboard's date line and greeting. A component of its own: the profile (for the student's name) is
// read apart from the cards' data and usually arrives first, and its arrival then re-renders these two
// lines, not every card (a long task on a slow phone's start).
import { Stack, Text, Title } from '@mantine/core';
import { useGreeting } from './use-greeting';

const today = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric' });

export function GreetingHeading({ now }: { now: Date }) {
  return <GreetingLines now={now} heading={useGreeting(now)} />;
}

/** The two lines themselves: the app's start draws them, with the ID token's name, before the profile is read. */
export function GreetingLines({ now, heading }: { now: Date; heading: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" fw={600}>
        {today.format(now)}
      </Text>
      <Title order={1} fz={{ base: 26, sm: 34 }} style={{ letterSpacing: '-0.02em' }}>
        {heading}
      </Title>
    </Stack>
  );
}
