// Sign Out deletes this device's copy of the user's data, so changes not yet on the server would
// be lost: ask first when there are any (/tmp/contracts.md), otherwise sign out at once.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useUserData } from '../providers/user-data-context';
import type { PendingChanges } from './sign-out-dialog';

const SignOutDialog = lazy(() => import('./sign-out-dialog').then((module) => ({ default: module.SignOutDialog })));

export function useSignOutFlow(): { request: () => void; dialog: ReactNode } {
  const { userData, signOut } = useUserData();
  const [question, setQuestion] = useState<PendingChanges | null>(null);
  // Stays true once asked, so the dialog can play its closing transition.
  const [asked, setAsked] = useState(false);

  const ask = (pending: PendingChanges) => {
    setAsked(true);
    setQuestion(pending);
  };

  const request = () => {
    if (!userData) return signOut();
    userData.pendingCount().then(
      (pending) => (pending > 0 ? ask(pending) : signOut()),
      (error: unknown) => {
        console.error('Counting unsynced changes failed', error);
        ask('unknown');
      },
    );
  };

  const dialog = asked ? (
    <Suspense fallback={null}>
      <SignOutDialog pending={question} onCancel={() => setQuestion(null)} onSignOut={signOut} />
    </Suspense>
  ) : null;

  return { request, dialog };
}
