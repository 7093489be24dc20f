import { Stack, Title } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';

export function SettingsLayout() {
  return (
    <Stack>
      <Title order={1}>Settings</Title>
      <Outlet />
    </Stack>
  );
}
