// The one look of the corner notices: a bordered card announced politely to screen readers, with a
// Dismiss button when it can be closed.
import { Notification } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface PwaNoticeProps {
  icon: Icon;
  color: string;
  title?: string;
  /** Without it the notice stays until its own actions settle it. */
  onClose?: () => void;
  children: ReactNode;
}

export function PwaNotice({ icon: NoticeIcon, color, title, onClose, children }: PwaNoticeProps) {
  return (
    <Notification
      role="status"
      aria-live="polite"
      icon={<NoticeIcon size={18} aria-hidden />}
      color={color}
      title={title}
      withBorder
      // Beside a title and more lines, the icon belongs with the title, not the middle of the card.
      styles={title ? { icon: { alignSelf: 'flex-start' } } : undefined}
      withCloseButton={onClose !== undefined}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Dismiss' }}
    >
      {children}
    </Notification>
  );
}
