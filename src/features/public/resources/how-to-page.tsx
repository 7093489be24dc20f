// /resources/how-to: three guides, announced before they are written (placeholder cards, SPEC §2).
import { Badge, Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconSchool, IconUpload } from '@tabler/icons-react';
import { PageHeader } from '../shared/page-header';

const guides = [
  { icon: IconUpload, title: 'Upload your first syllabus', body: 'Turn a course syllabus into deadlines and a first study plan in a few minutes.' },
  { icon: IconCalendarEvent, title: 'Build a weekly study plan', body: 'Generate a plan for the week, adjust it to your schedule and archive it when you are done.' },
  { icon: IconSchool, title: 'Map your path to graduation', body: 'Choose your university and program, then plan the remaining courses term by term.' },
] as const;

export function HowToPage() {
  return (
    <>
      <PageHeader eyebrow="Resources" title="How-to guides" lead="Step-by-step guides to get the most out of DegreeMate." />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {guides.map((guide) => (
          <Card key={guide.title} withBorder radius="lg" padding="lg">
            <Group justify="space-between" align="flex-start" mb="md">
              <ThemeIcon size={44} radius="md" variant="light">
                <guide.icon size={24} stroke={1.6} aria-hidden="true" />
              </ThemeIcon>
              <Badge variant="light" color="gray" radius="sm" tt="none">
                Coming soon
              </Badge>
            </Group>
            <Title order={2} fz="lg" mb={6}>
              {guide.title}
            </Title>
            <Text fz="sm" c="dimmed">
              {guide.body}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
