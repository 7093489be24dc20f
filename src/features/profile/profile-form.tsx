// Settings › Profile (and /profile): the profile's fields with the onboarding rules, saved on this device
// first (the outbox syncs it, offline too) and answered with "Saved"; refused changes show with Retry and Discard.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { activeUserData } from '../../data/active-user-data';
import { profileFormValues, toProfileFields, validateProfileForm, type ProfileFormErrors, type ProfileFormValues } from '../../lib/profile-form';
import { ProfileFields } from '../../ui/profile-fields';
import { SaveFailureAlert } from '../../ui/save-failure-alert';
import { WaitingToSync } from '../../ui/waiting-to-sync';
import { useCatalogSuggestions } from './use-catalog-suggestions';
import { useOnline } from '../../ui/use-online';
import { useRefusedChanges } from '../../hooks/use-refused-changes';

const PROFILE_ENTITIES = ['profile'] as const;

type Field = keyof ProfileFormValues;

export function ProfileForm({ identity }: { identity: { given_name?: string; family_name?: string } }) {
  const userData = activeUserData();
  // null: no profile on this device yet.
  const profile = useLiveQuery(async () => (await userData.profile.get()) ?? null, [userData]);
  const pending = useLiveQuery(async () => (await userData.pendingIds('profile')).size > 0, [userData]) ?? false;
  const stored = useMemo(() => (profile === undefined ? null : profileFormValues(profile ?? undefined, identity)), [profile, identity]);
  const [values, setValues] = useState<ProfileFormValues | null>(null);
  const [edited, setEdited] = useState(false);
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { refused, onRetry, onDiscard } = useRefusedChanges(PROFILE_ENTITIES, setFailure);
  const online = useOnline();
  const suggestions = useCatalogSuggestions();

  useEffect(() => {
    if (navigator.onLine) userData.profile.refresh().catch((error: unknown) => console.error('Profile fetch failed', error));
  }, [userData]);
  // Follows the stored profile (a pull, another tab) until the student starts typing.
  useEffect(() => {
    if (stored && !edited) setValues(stored);
  }, [stored, edited]);

  if (!values) return <Text c="dimmed">Loading profile...</Text>;

  const change = (name: Field, value: string) => {
    setEdited(true);
    setSaved(false);
    setValues((current) => current && { ...current, [name]: value });
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateProfileForm(values);
    setErrors(found);
    setSaved(false);
    if (Object.keys(found).length > 0) return;
    try {
      await userData.profile.save(toProfileFields(values));
      setEdited(false);
      setSaved(true);
    } catch (error) {
      console.error('Saving the profile failed', error);
      setFailure('Your changes could not be stored on this device. Try again.');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Your profile">
      <Stack gap="md">
        <SaveFailureAlert
          title="Your profile was not saved"
          localFailure={failure}
          onDismissLocalFailure={() => setFailure(null)}
          refused={refused}
          onRetry={onRetry}
          onDiscard={onDiscard}
        />
        <ProfileFields values={values} errors={errors} onChange={change} suggestions={suggestions} />
        <Group gap="sm">
          <Button type="submit">Save profile</Button>
          {saved && (
            <Text size="sm" c="dimmed" role="status">
              {online ? 'Saved.' : 'Saved on this device. It syncs when you are back online.'}
            </Text>
          )}
          <WaitingToSync pending={pending && !saved} />
        </Group>
      </Stack>
    </form>
  );
}
