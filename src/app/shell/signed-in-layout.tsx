import { Container } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';

// Placeholder shell: the guard, top bar and sync status arrive with the sign-in issue.
export function SignedInLayout() {
  return (
    <Container size="lg" py="md">
      <Outlet />
    </Container>
  );
}
