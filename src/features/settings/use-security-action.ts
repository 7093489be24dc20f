// One online-only action at a time for the Security tab's sections: which one is running, and the
// last failure as a SecurityError (its sentence, and the field messages for forms).
import { useCallback, useState } from 'react';
import { SecurityError } from '../../data/security/security-api';

export function useSecurityAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<SecurityError | null>(null);

  const run = useCallback(async <T>(label: string, work: () => Promise<T>): Promise<T | undefined> => {
    setBusy(label);
    setError(null);
    try {
      return await work();
    } catch (failure) {
      setError(failure instanceof SecurityError ? failure : new SecurityError(failure instanceof Error ? failure.message : String(failure)));
      return undefined;
    } finally {
      setBusy(null);
    }
  }, []);

  return { busy, error, run, clearError: () => setError(null) };
}
