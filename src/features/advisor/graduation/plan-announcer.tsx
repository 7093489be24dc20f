// What a re-plan did, said twice: a notice the student sees, and a live region that is always on the page
// so a screen reader hears it (a region that appears with its text is often not read out).
import { VisuallyHidden } from '@mantine/core';
import { ShortNotice } from '../../../ui/short-notice';

const NOTICE_MS = 6_000;

interface PlanAnnouncerProps {
  message: string | null;
  onDismiss(): void;
  /** The notice's title; a switch of program says so. */
  title?: string;
  testId?: string;
}

export function PlanAnnouncer({ message, onDismiss, title = 'Plan updated', testId = 'plan-announcement' }: PlanAnnouncerProps) {
  return (
    <>
      <VisuallyHidden aria-live="polite" data-testid={testId}>
        {message ?? ''}
      </VisuallyHidden>
      <ShortNotice title={title} message={message} durationMs={NOTICE_MS} onDismiss={onDismiss} />
    </>
  );
}
