// My Profile (/profile and /settings/profile): who the login identity says the user is, the
// profile's fields to edit (the onboarding rules), and in Settings the student's own data.
import { Avatar, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useAuth } from '../../auth/use-auth';
import { ProfileForm } from './profile-form';
import classes from './profile-page.module.css';
import { YourDataSection } from './your-data-section';

function Detail({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div className={classes.row}>
      <Text component="dt" size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} className={classes.value}>
        {value || '—'}
      </Text>
    </div>
  );
}

export function ProfilePage() {
  const { user } = useAuth();
  // Under Settings the page title is "Settings"; on its own route this is the page's h1.
  const inSettings = useRouterState({ select: (state) => state.location.pathname.startsWith('/settings') });
  const identity = useMemo(() => ({ given_name: user?.given_name, family_name: user?.family_name }), [user?.given_name, user?.family_name]);

  if (!user) return <Text c="dimmed">Loading profile...</Text>;

  return (
    <Stack gap="md" maw={720}>
      <Title order={inSettings ? 2 : 1} fz={inSettings ? 'xl' : { base: 26, sm: 32 }} style={{ letterSpacing: '-0.02em' }}>
        My Profile
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Group gap="lg" wrap="nowrap" mb="lg">
          <Avatar src={user.picture} name={user.name ?? user.email} alt="Profile picture" size={80} radius="xl" color="initials" />
          <Stack gap={2} miw={0}>
            <Text fz="xl" fw={700} truncate="end">
              {user.name}
            </Text>
            <Text c="dimmed" truncate="end">
              {user.email}
            </Text>
          </Stack>
        </Group>
        <dl className={classes.list}>
          <Detail label="Name" value={user.name} />
          <Detail label="Email" value={user.email} />
          <Detail label="Nickname" value={user.nickname} />
        </dl>
        <Text size="xs" c="dimmed" mt="md">
          These details come from your sign-in account.
        </Text>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="profile-details-title">
        <Title order={inSettings ? 3 : 2} fz="lg" id="profile-details-title" mb="md">
          Study details
        </Title>
        <ProfileForm identity={identity} />
      </Paper>
      {inSettings && (
        <>
          <Divider my="sm" />
          <YourDataSection email={user.email} />
        </>
      )}
    </Stack>
  );
}
