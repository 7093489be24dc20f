// The server keeps refusing this device's tokens, so queued changes wait: a new login resumes them.
import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { currentReturnPath } from '../../auth/return-path';
import { useAuth } from '../../auth/use-auth';
import { useUserData } from '../providers/user-data-context';

export function ReauthBanner() {
  const { reauthRequired } = useUserData();
  const { loginWithRedirect } = useAuth();
  if (!reauthRequired) return null;
  return (
    <Container size="lg" pt="md">
      <Alert color="yellow" variant="light" icon={<IconLock size={18} aria-hidden="true" />} role="status">
        <Group justify="space-between" gap="sm">
          <Text size="sm">Sign in again to keep syncing. Your changes are safe on this device until then.</Text>
          <Button size="xs" onClick={() => void loginWithRedirect(currentReturnPath())}>
            Sign in again
          </Button>
        </Group>
      </Alert>
    </Container>
  );
}
