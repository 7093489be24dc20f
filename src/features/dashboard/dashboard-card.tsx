// The frame every dashboard tile shares: a title, its "View all"/"More" button (a link to the tile's
// screen, or an action such as opening a list), the content.
import { Button, Group, Paper, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../ui/router-links';

/** How many rows a card's task table lists: a card is a glance, its "View all" leads to the rest. */
export const CARD_TASK_ROWS = 5;

export type CardTarget = '/advisor/graduation' | '/study/tasks' | '/study/achievement' | '/study/bookmark';

interface DashboardCardProps {
  title: string;
  action?: 'View all' | 'More';
  /** Where the button leads, or what it does. */
  to?: CardTarget;
  onAction?: () => void;
  children: ReactNode;
}

export function DashboardCard({ title, action = 'View all', to, onAction, children }: DashboardCardProps) {
  const common = { variant: 'subtle', size: 'compact-sm', radius: 'xl' } as const;
  // The card's name in the link's own text (hidden), not only in aria-label: search engines and Lighthouse
  // read the text, and "More" alone says nothing.
  const label = (
    <>
      {action}
      <VisuallyHidden>: {title}</VisuallyHidden>
    </>
  );
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} h="100%" component="section" aria-label={title}>
      <Group justify="space-between" align="center" mb="md" wrap="nowrap" gap="xs">
        <Title order={2} fz="lg" fw={700}>
          {title}
        </Title>
        {to && (
          <ButtonLink to={to} {...common}>
            {label}
          </ButtonLink>
        )}
        {!to && onAction && (
          <Button onClick={onAction} {...common}>
            {label}
          </Button>
        )}
      </Group>
      {children}
    </Paper>
  );
}
