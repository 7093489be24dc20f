// /onboarding. Saved through the local data layer, so it works offline and syncs later.
import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { useAuth } from '../../auth/use-auth';
import { activeUserData } from '../../data/active-user-data';
import { OnboardingForm } from './onboarding-form';
import { initialValues, toProfileChanges, type OnboardingValues } from './onboarding-values';

export function OnboardingPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  // null: no profile on this device yet; 'loading' until the local read answers.
  const profile = useLiveQuery(async () => (await activeUserData().profile.get()) ?? null, [], 'loading' as const);
  const initial = useMemo(() => (profile === 'loading' ? null : initialValues(profile ?? undefined, user)), [profile, user]);

  useEffect(() => {
    if (!navigator.onLine) return;
    // The answer lands in the local copy, which the prefill above follows.
    activeUserData()
      .profile.refresh()
      .catch((error: unknown) => console.error('Profile fetch failed', error));
  }, []);

  const save = async (values: OnboardingValues) => {
    try {
      await activeUserData().profile.save(toProfileChanges(values));
    } catch (error) {
      console.error('Onboarding failed', error); // stay on the form, no message
      return;
    }
    // The dashboard offers the syllabus importer once, as the optional next step.
    await navigate({ to: '/dashboard', search: { welcome: 'syllabus' }, replace: true });
  };

  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 40 }} maw={600} mx="auto" w="100%">
      <Stack gap="xl">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 24, sm: 28 }} style={{ letterSpacing: '-0.02em' }}>
            Welcome! Tell us about yourself
          </Title>
          <Text c="dimmed">A few details so DegreeMate can tailor your degree and study plans to you.</Text>
        </Stack>
        {initial ? (
          <OnboardingForm initial={initial} onSubmit={save} />
        ) : (
          <Center py="xl" role="status" aria-label="Loading">
            <Loader type="dots" />
          </Center>
        )}
      </Stack>
    </Paper>
  );
}
