// Right after onboarding, the new student's optional next step: bring in a syllabus, and its
// deadlines fill the task board. "Not now" leaves the dashboard as it is; the importer stays on Study.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { ButtonLink } from '../../ui/router-links';

export function SyllabusOfferCard({ onDismiss }: { onDismiss(): void }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="syllabus-offer-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="syllabus-offer-title">
          Next: import a syllabus
        </Title>
        <Text size="sm">
          Drop in a course syllabus (PDF, Word, text or a web page) and every assignment, quiz and exam lands on your task board, checked by you first. It works
          offline, and the file never leaves this device.
        </Text>
        <Group gap="sm">
          <ButtonLink to="/study/tasks" search={{ import: 'syllabus' }} leftSection={<IconFileImport size={18} aria-hidden="true" />}>
            Import a syllabus
          </ButtonLink>
          <Button variant="default" onClick={onDismiss}>
            Not now
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
