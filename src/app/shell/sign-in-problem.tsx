// What a guarded page shows instead of itself when sending the visitor to the hosted login cannot
// help: the login just failed, or the device is offline with no session to fall back on.
import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconWifiOff } from '@tabler/icons-react';

interface SignInProblemProps {
  title: string;
  message: string;
  offline?: boolean;
  onRetry: () => void;
}

export function SignInProblem({ title, message, offline = false, onRetry }: SignInProblemProps) {
  const Icon = offline ? IconWifiOff : IconAlertCircle;
  return (
    <Center mih="60dvh" p="md">
      <Alert variant="light" color={offline ? 'gray' : 'red'} title={title} icon={<Icon size={20} aria-hidden="true" />} maw={480} w="100%" role="alert">
        <Stack gap="md">
          <Text size="sm">{message}</Text>
          <Button onClick={onRetry} w="fit-content" variant={offline ? 'default' : 'filled'}>
            {offline ? 'Try again' : 'Sign in again'}
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}
