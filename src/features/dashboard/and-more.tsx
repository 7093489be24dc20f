// The line under a dashboard card's list when it shows only the first few: how many it leaves out.
import { Text } from '@mantine/core';

/** `count`: how many are not listed; undefined while they are still being counted. */
export function AndMore({ count }: { count: number | undefined }) {
  return (
    <Text size="xs" c="dimmed">
      {count === undefined ? 'and more' : `and ${count} more`}
    </Text>
  );
}
