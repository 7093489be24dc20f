// Settings › Integrations: the calendar feed out, the learning platform's calendar in.
// GitHub stays inert until there is something to connect it to.
import { Button, Stack, Title } from '@mantine/core';
import { IconBrandGithub } from '@tabler/icons-react';
import { CalendarFeedRow } from './calendar-feed-row';
import { IntegrationRow } from './integration-row';
import { LmsImportRow } from './lms-import-row';

export function IntegrationsTab() {
  return (
    <Stack gap="md">
      <Title order={2}>Integrations</Title>
      <CalendarFeedRow />
      <LmsImportRow />
      <IntegrationRow icon={<IconBrandGithub size={22} aria-hidden="true" />} name="GitHub" description="Link your repositories to course projects. Coming later." connected={false}>
        <div>
          <Button variant="default" disabled>
            Connect
          </Button>
        </div>
      </IntegrationRow>
    </Stack>
  );
}
