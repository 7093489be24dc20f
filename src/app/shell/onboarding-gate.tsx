// Onboarding gate: "Loading…" while the profile is checked, /onboarding for a user who has
// not finished it; a failed check is logged and lets the user through.
import { useNavigate } from '@tanstack/react-router';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useAuthState } from '../../auth/use-auth';
import { useUserData } from '../providers/user-data-context';
import { checkOnboarded } from './check-onboarded';
import { FullPageStatus } from './full-page-status';
import { useSnapshotStart } from './snapshot-start';

export function OnboardingGate({ children }: { children: ReactNode }) {
  const { userData } = useUserData();
  const navigate = useNavigate();
  const [checked, setChecked] = useState(false);
  const snapshot = useSnapshotStart(useAuthState().user?.sub);

  useEffect(() => {
    if (!userData) return;
    let cancelled = false;
    checkOnboarded(userData.profile).then(
      (onboarded) => {
        if (cancelled) return;
        // The whole signed-in screen mounts now: as a transition, React renders it in slices that leave the
        // browser free between them, not in one long task (~220 ms on a 4× slowed CPU).
        if (onboarded) startTransition(() => setChecked(true));
        else void navigate({ to: '/onboarding', replace: true });
      },
      (error: unknown) => {
        console.error('Onboarding check failed', error);
        if (!cancelled) setChecked(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [userData, navigate]);

  return checked ? children : (snapshot ?? <FullPageStatus>Loading…</FullPageStatus>);
}
