// The top bar's sync control: an icon (with the label from small screens up), the number of
// changes waiting, and a dot when something needs the student (a refused or failing change, a
// conflict, a notice); it opens the sync panel. Renders only inside the signed-in shell, where
// activeUserData() is set.
import { Badge, Box, Button, Indicator, Popover, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCloudCheck, IconCloudOff, IconCloudUp, IconLock } from '@tabler/icons-react';
import { useId } from 'react';
import type { SyncState } from '../../data/sync/sync-status';
import { accessibleLabel, needsAttention as attentionNeeded, shortLabel } from './status-copy';
import { SyncStatusPanel } from './sync-status-panel';
import { useSyncStatus } from './use-sync-status';

const look: Record<SyncState, { icon: typeof IconCloudCheck; color: string }> = {
  idle: { icon: IconCloudCheck, color: 'teal' },
  syncing: { icon: IconCloudUp, color: 'blue' },
  offline: { icon: IconCloudOff, color: 'gray' },
  'paused-auth': { icon: IconLock, color: 'yellow' },
  error: { icon: IconAlertTriangle, color: 'orange' },
};

export interface SyncNews {
  /** Shown for a moment in the label's place, on phones too. */
  label: string;
  /** Announced (the button's name stays the sync status, which tests and screen readers rely on). */
  sentence: string;
}

export function SyncStatusIndicator({ news }: { news?: SyncNews }) {
  const { status, sync } = useSyncStatus();
  const titleId = useId();
  const explanationId = useId();
  const needsAttention = attentionNeeded(status);
  // Red only for what is not saved (the label says "Not saved"); a conflict or notice is news, shown by the dot.
  const notSaved = status.state === 'idle' && status.deadLetters.length > 0;
  const { icon: Icon, color } = notSaved ? { icon: IconAlertTriangle, color: 'red' } : news ? look.idle : look[status.state];
  return (
    <>
      {/* The indicator dot wraps the popover, not the other way round: Popover.Target puts
          aria-expanded on its child, and only the button may carry it. */}
      <Indicator disabled={!needsAttention} color="red" size={9} offset={4} processing={false}>
        {/* On a 390 px phone the panel takes the width less a margin and scrolls inside itself;
            focus moves into it on open, stays there while it is open, and returns on Escape. */}
        <Popover width="min(380px, calc(100vw - 16px))" position="bottom-end" shadow="md" withArrow trapFocus returnFocus>
          <Popover.Target>
            <Button
              variant="subtle"
              color={color}
              radius="xl"
              px="xs"
              aria-label={accessibleLabel(status)}
              leftSection={<Icon size={20} stroke={1.7} aria-hidden="true" />}
              rightSection={
                status.pending > 0 ? (
                  <Badge size="sm" circle={status.pending < 10} color={color} variant="filled" aria-hidden="true">
                    {status.pending > 99 ? '99+' : status.pending}
                  </Badge>
                ) : undefined
              }
            >
              {/* On phones the icon and count say enough; the label would crowd the top bar. News is shown
                  there too, for a moment: the brand beside it gives way. */}
              {news ? (
                <span aria-hidden="true">{news.label}</span>
              ) : (
                <Box component="span" visibleFrom="sm" aria-hidden="true">
                  {shortLabel(status)}
                </Box>
              )}
            </Button>
          </Popover.Target>
          {/* Mantine names the dialog after its target (the whole status sentence); its own title is shorter. */}
          <Popover.Dropdown
            aria-labelledby={titleId}
            aria-describedby={explanationId}
            mah="min(75dvh, 560px)"
            style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}
          >
            <VisuallyHidden component="h2" id={titleId}>
              Sync details
            </VisuallyHidden>
            <SyncStatusPanel status={status} sync={sync} explanationId={explanationId} />
          </Popover.Dropdown>
        </Popover>
      </Indicator>
      {/* Always in the page, so that screen readers announce the news when it arrives. */}
      <VisuallyHidden role="status">{news?.sentence}</VisuallyHidden>
    </>
  );
}
