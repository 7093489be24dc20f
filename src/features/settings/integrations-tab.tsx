// Settings › Integrations: the calendar feed out, the learning platform's calendar in. Only what works is
// listed: a row for a service that cannot be connected yet is a promise, not a setting.
import { Stack, Title } from '@mantine/core';
import { CalendarFeedRow } from './calendar-feed-row';
import { LmsImportRow } from './lms-import-row';

export function IntegrationsTab() {
  return (
    <Stack gap="md">
      <Title order={2}>Integrations</Title>
      <CalendarFeedRow />
      <LmsImportRow />
    </Stack>
  );
}
