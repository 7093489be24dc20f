// A panel button whose action is a promise (a Dexie write): busy while it runs, so a second click
// cannot queue the same answer twice; a failure is logged, and the row stays for another try. Busy is
// shown and announced (aria-busy, aria-disabled) but the button stays focusable: a disabled button
// loses keyboard focus, which would drop it out of the panel (and Escape would no longer close it).
import { Button, Loader, type ButtonProps } from '@mantine/core';
import { useRef, useState } from 'react';

interface ActionButtonProps extends Pick<ButtonProps, 'variant' | 'color' | 'children'> {
  action(): Promise<void>;
  'aria-label': string;
  title?: string;
}

export function ActionButton({ action, children, variant = 'light', color, ...rest }: ActionButtonProps) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    action()
      .catch((error: unknown) => console.error('Sync action failed', error))
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  };
  return (
    <Button
      size="compact-sm"
      variant={variant}
      color={color}
      onClick={run}
      aria-busy={busy}
      aria-disabled={busy}
      data-disabled={busy || undefined}
      rightSection={busy ? <Loader size={12} aria-hidden="true" /> : undefined}
      {...rest}
    >
      {children}
    </Button>
  );
}
