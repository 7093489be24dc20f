// /resources/how-to: the three guides a new student needs first: install the app on a phone,
// study with no connection, and turn a syllabus into deadlines. Each is a short list of real steps.
import { Card, Group, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceMobile, IconUpload, IconWifiOff } from '@tabler/icons-react';
import { PageHeader } from '../shared/page-header';
import { guides } from './how-to-guides';

const icons = { install: IconDeviceMobile, offline: IconWifiOff, syllabus: IconUpload } as const;

export function HowToPage() {
  return (
    <>
      <PageHeader eyebrow="Resources" title="How-to guides" lead="Step-by-step guides to get the most out of DegreeMate." />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {guides.map((guide) => {
          const Icon = icons[guide.id];
          return (
            <Card key={guide.id} component="article" id={guide.id} aria-labelledby={`${guide.id}-title`} withBorder radius="lg" padding="lg">
              <Group gap="sm" mb="sm" wrap="nowrap" align="center">
                <ThemeIcon size={44} radius="md" variant="light">
                  <Icon size={24} stroke={1.6} aria-hidden="true" />
                </ThemeIcon>
                <Title order={2} fz="lg" id={`${guide.id}-title`}>
                  {guide.title}
                </Title>
              </Group>
              <Text fz="sm" c="dimmed" mb="sm">
                {guide.lead}
              </Text>
              <List type="ordered" spacing={6} fz="sm">
                {guide.steps.map((step) => (
                  <List.Item key={step}>{step}</List.Item>
                ))}
              </List>
            </Card>
          );
        })}
      </SimpleGrid>
    </>
  );
}
