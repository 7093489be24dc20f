// Sign Out deletes this device's copy of the user's data, so changes not yet on the server would
// be lost: they are sent first when online, and only those still waiting then are asked about.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useUserData } from '../providers/user-data-context';
import type { PendingChanges } from './sign-out-dialog';

/** How long Sign Out waits for waiting changes to reach the server before asking about them. */
const SEND_FIRST_MS = 5_000;

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
    const pendingAfterSending = async () => {
      const pending = await userData.pendingCount();
      if (pending === 0 || !navigator.onLine) return pending;
      // Changes queued moments ago (by the student, or by the app itself as it started) are on their way:
      // send them first, so that the question is only about what cannot reach the server now. A drain
      // that has not answered in a few seconds leaves the rest to the question.
      await Promise.race([userData.sync.drainNow().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, SEND_FIRST_MS))]);
      return userData.pendingCount();
    };
    pendingAfterSending().then(
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
