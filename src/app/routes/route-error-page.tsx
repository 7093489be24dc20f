import { Button, Container, Stack, Text, Title } from '@mantine/core';

// "Router fallback".
export function RouteErrorPage({ error }: { error: unknown }) {
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Unexpected Application Error!</Title>
        <Text c="dimmed">{error instanceof Error ? error.message : String(error)}</Text>
        <Button component="a" href="/" w="fit-content">
          Back to home
        </Button>
      </Stack>
    </Container>
  );
}
