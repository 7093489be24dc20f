// The top bar's sync control: an icon (with the label from small screens up) and the number of
// changes waiting; it opens a panel with refused changes and notices. Renders only inside the
// signed-in shell, where activeUserData() is set.
import { Badge, Box, Button, Indicator, Popover } from '@mantine/core';
import { IconAlertTriangle, IconCloudCheck, IconCloudOff, IconCloudUp, IconLock } from '@tabler/icons-react';
import type { SyncState } from '../../data/sync/sync-status';
import { accessibleLabel, shortLabel } from './status-copy';
import { SyncStatusPanel } from './sync-status-panel';
import { useSyncStatus } from './use-sync-status';

const look: Record<SyncState, { icon: typeof IconCloudCheck; color: string }> = {
  idle: { icon: IconCloudCheck, color: 'teal' },
  syncing: { icon: IconCloudUp, color: 'blue' },
  offline: { icon: IconCloudOff, color: 'gray' },
  'paused-auth': { icon: IconLock, color: 'yellow' },
  error: { icon: IconAlertTriangle, color: 'orange' },
};

export function SyncStatusIndicator() {
  const { status, sync } = useSyncStatus();
  const needsAttention = status.deadLetters.length > 0 || status.notices.length > 0;
  const { icon: Icon, color } = needsAttention && status.state === 'idle' ? { icon: IconAlertTriangle, color: 'red' } : look[status.state];
  return (
    // The indicator dot wraps the popover, not the other way round: Popover.Target puts
    // aria-expanded on its child, and only the button may carry it.
    <Indicator disabled={!needsAttention} color="red" size={9} offset={4} processing={false}>
      <Popover width={320} position="bottom-end" shadow="md" withArrow>
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
            {/* On phones the icon and count say enough; the label would crowd the top bar. */}
            <Box component="span" visibleFrom="sm" aria-hidden="true">
              {shortLabel(status)}
            </Box>
          </Button>
        </Popover.Target>
        <Popover.Dropdown aria-label="Sync details">
          <SyncStatusPanel status={status} sync={sync} />
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
