// /signed-out: where signing out ends, so the student sees that it worked and what became of
// their data, with the way back in. After deleting the account it says the data is gone, not safe.
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLogin2, IconLogout, IconTrash } from '@tabler/icons-react';
import { ButtonLink } from '../../../ui/router-links';
import { usePageTitle } from '../shared/use-page-title';
import { useAccountDeleted } from './use-account-deleted';

export function SignedOutPage() {
  const deleted = useAccountDeleted();
  usePageTitle(deleted ? 'Account deleted · DegreeMate' : 'Signed out · DegreeMate');
  const Icon = deleted ? IconTrash : IconLogout;
  return (
    <Paper withBorder radius="lg" p="xl" maw={560} mx="auto" my="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light">
          <Icon size={30} stroke={1.6} aria-hidden="true" />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {deleted ? 'Your account is deleted' : 'You have signed out'}
        </Title>
        {deleted ? (
          <Text c="dimmed">
            Your DegreeMate account and all its data were deleted, from our servers and from this device. You can create a new
            account at any time.
          </Text>
        ) : (
          <Text c="dimmed">
            DegreeMate removed your data from this device. Everything that was synced is safe on your account: sign in again on any
            device to pick up where you left off.
          </Text>
        )}
        {!deleted && (
          <ButtonLink to="/dashboard" size="md" radius="xl" mt="sm" leftSection={<IconLogin2 size={18} aria-hidden="true" />}>
            Sign in again
          </ButtonLink>
        )}
      </Stack>
    </Paper>
  );
}
