// /signed-out: where signing out ends (issue 20), so the student sees that it worked and what became of
// their data, with the way back in.
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLogin2, IconLogout } from '@tabler/icons-react';
import { ButtonLink } from '../../../ui/router-links';
import { usePageTitle } from '../shared/use-page-title';

export function SignedOutPage() {
  usePageTitle('Signed out · DegreeMate');
  return (
    <Paper withBorder radius="lg" p="xl" maw={560} mx="auto" my="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconLogout size={30} stroke={1.6} aria-hidden="true" />
        </ThemeIcon>
        <Title order={1} fz="h2">
          You have signed out
        </Title>
        <Text c="dimmed">
          DegreeMate removed your data from this device. Everything that was synced is safe on your account: sign in again on any
          device to pick up where you left off.
        </Text>
        <ButtonLink to="/dashboard" size="md" radius="xl" mt="sm" leftSection={<IconLogin2 size={18} aria-hidden="true" />}>
          Sign in again
        </ButtonLink>
      </Stack>
    </Paper>
  );
}
