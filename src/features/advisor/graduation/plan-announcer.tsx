// What a re-plan did, said twice: a notice the student sees, and a live region that is always on the page
// so a screen reader hears it (a region that appears with its text is often not read out).
import { VisuallyHidden } from '@mantine/core';
import { ShortNotice } from '../../../ui/short-notice';

const NOTICE_MS = 6_000;

export function PlanAnnouncer({ message, onDismiss }: { message: string | null; onDismiss(): void }) {
  return (
    <>
      <VisuallyHidden aria-live="polite" data-testid="plan-announcement">
        {message ?? ''}
      </VisuallyHidden>
      <ShortNotice title="Plan updated" message={message} durationMs={NOTICE_MS} onDismiss={onDismiss} />
    </>
  );
}
