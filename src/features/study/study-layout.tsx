import { Stack, Title } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';

export function StudyLayout() {
  return (
    <Stack>
      <Title order={1}>Study</Title>
      <Outlet />
    </Stack>
  );
}
