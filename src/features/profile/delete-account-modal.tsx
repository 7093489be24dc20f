// Delete my account: the student types their email to confirm; the server then removes all of
// their data (and the local sign-in account), and this device forgets them: the local database, this
// browser's appearance choices and the session, ending on the signed-out page.
import { Alert, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { storedClientConfig } from '../../auth/client-config';
import { useAuth } from '../../auth/use-auth';
import { AccountError } from '../../data/account/account-api';
import { activeUserData } from '../../data/active-user-data';
import { deleteUserData } from '../../data/user-data';
import { forgetAppearance } from '../../ui/appearance';
import { FormActions } from '../../ui/form-actions';

const WRONG_EMAIL = 'This is not your account’s email. Type the email you sign in with.';

interface DeleteAccountModalProps {
  opened: boolean;
  /** The signed-in account's email, when the sign-in gave it. */
  email: string | undefined;
  onClose(): void;
}

export function DeleteAccountModal({ opened, email, onClose }: DeleteAccountModalProps) {
  const { user, endDeletedAccount } = useAuth();
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [managedElsewhere, setManagedElsewhere] = useState<string | null>(null);
  const mode = storedClientConfig()?.mode ?? 'local';

  const leave = async () => {
    forgetAppearance();
    // The service worker's cache of the bookmarked sites' icons (sw/favicon-cache.ts) names those sites.
    if (typeof caches !== 'undefined') await caches.delete('bookmark-favicons').catch(() => false);
    await endDeletedAccount(mode);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const given = typed.trim();
    if (!given) return setFieldError('Type your account’s email to confirm.');
    if (email && given.toLowerCase() !== email.toLowerCase()) return setFieldError(WRONG_EMAIL);
    const userData = activeUserData();
    setBusy(true);
    // Nothing may reach the server after the deletion (a queued change would bring a record back).
    await userData.sync.stop();
    try {
      const result = await userData.account.deleteAccount(given);
      userData.close();
      if (user?.sub) await deleteUserData(user.sub).catch((error: unknown) => console.error('Deleting local data failed', error));
      if (result.localAccountDeleted) return await leave();
      setManagedElsewhere(result.detail);
    } catch (error) {
      console.error('Deleting the account failed', error);
      const problem = error instanceof AccountError ? error : new AccountError('The account could not be deleted. Try again.');
      if (problem.fields.confirm_email) setFieldError(problem.fields.confirm_email);
      else setFailure(`${problem.message} Syncing is paused until you reload the page.`);
    } finally {
      setBusy(false);
    }
  };

  if (managedElsewhere) {
    return (
      <Modal opened onClose={() => void leave()} title="Your data is deleted" centered>
        <Stack gap="md">
          <Text>{managedElsewhere}</Text>
          <Button onClick={() => void leave()}>Sign out</Button>
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal opened={opened} onClose={busy ? () => {} : onClose} title="Delete your account?" centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Everything DegreeMate keeps for you goes: your profile, settings, links, plans, study plans, tasks, advisor conversations and your sign-in account.
            You are signed out, and this device forgets your data. This cannot be undone.
          </Text>
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label="Type your email to confirm"
            description={email ? `The email you sign in with: ${email}` : undefined}
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(event) => (setTyped(event.currentTarget.value), setFieldError(undefined))}
            error={fieldError}
            data-autofocus
            required
          />
          <FormActions submitLabel="Delete my account" onCancel={onClose} loading={busy} danger cancelDisabled={busy} />
        </Stack>
      </form>
    </Modal>
  );
}
