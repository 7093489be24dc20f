import { Stack, Title } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';

export function AdvisorLayout() {
  return (
    <Stack>
      <Title order={1}>My Advisor</Title>
      <Outlet />
    </Stack>
  );
}
