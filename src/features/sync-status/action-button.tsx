// A panel button whose action is a promise (a Dexie write): busy while it runs, so a second click
// cannot queue the same answer twice; a failure is logged, and the row stays for another try.
import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';

interface ActionButtonProps extends Pick<ButtonProps, 'variant' | 'color' | 'children'> {
  action(): Promise<void>;
  'aria-label': string;
  title?: string;
}

export function ActionButton({ action, children, variant = 'light', color, ...rest }: ActionButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    action()
      .catch((error: unknown) => console.error('Sync action failed', error))
      .finally(() => setBusy(false));
  };
  return (
    <Button size="compact-sm" variant={variant} color={color} loading={busy} onClick={run} {...rest}>
      {children}
    </Button>
  );
}
