// A screen's "Loading…" while its first read of the device runs (tens of milliseconds, longer on a slow phone).
// It holds a screen's height, so that what comes below it (the advisor chat on phones, the dashboard's lower
// cards) appears in its place once the data is there instead of being drawn first and pushed down: Lighthouse
// measured those jumps on phones at 0.15–0.3 cumulative layout shift.
import { Text } from '@mantine/core';

export function ScreenLoading() {
  return (
    <Text c="dimmed" mih="100vh" role="status" data-screen-loading>
      Loading…
    </Text>
  );
}
