// /product: a tour of what a signed-in student gets.
import { Group, SimpleGrid } from '@mantine/core';
import {
  IconBookmark,
  IconBriefcase,
  IconCalendarEvent,
  IconChecklist,
  IconMessageChatbot,
  IconPlugConnected,
  IconSchool,
  IconWifiOff,
} from '@tabler/icons-react';
import { InfoCard } from '../shared/info-card';
import { PageHeader } from '../shared/page-header';
import { ButtonLink } from '../../../ui/router-links';

const capabilities = [
  { icon: IconCalendarEvent, title: 'Weekly study plans', body: 'Describe what you need to cover and DegreeMate drafts a day-by-day plan for the week. Edit it, keep it, or archive it when the week is done.' },
  { icon: IconSchool, title: 'Graduation plan', body: 'Pick your university and program to see the courses you still need, credits per term, your projected graduation date and which requirements are satisfied.' },
  { icon: IconMessageChatbot, title: 'My Advisor', body: 'Ask about prerequisites, course load or what to take next term, and get answers that know your plan.' },
  { icon: IconChecklist, title: 'Tasks and deadlines', body: "See today's tasks and this week's deadlines at a glance on your dashboard, next to your degree progress and GPA." },
  { icon: IconBriefcase, title: 'Career search', body: 'Search internships and graduate roles by keyword, and keep a short list of resources for résumés, interviews and pay.' },
  { icon: IconBookmark, title: 'Bookmarks', body: 'Keep the links that matter — course pages, portals, reading lists — in one searchable place.' },
  { icon: IconPlugConnected, title: 'Integrations', body: 'Designed to sit alongside Canvas, Blackboard, D2L and Google Calendar, so your schedule lives where you already look.' },
  { icon: IconWifiOff, title: 'Works offline', body: 'Install DegreeMate like an app. Your plans and bookmarks open without a connection, and changes sync when you are back online.' },
] as const;

export function ProductPage() {
  return (
    <>
      <PageHeader
        eyebrow="Product"
        title="Everything you need to stay on track"
        lead="DegreeMate brings your study plans, degree requirements, deadlines and career search together in one calm, fast app."
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mb={48}>
        {capabilities.map((item) => (
          <InfoCard key={item.title} icon={item.icon} title={item.title} headingOrder={2}>
            {item.body}
          </InfoCard>
        ))}
      </SimpleGrid>
      <Group justify="center" gap="sm">
        <ButtonLink to="/dashboard" radius="xl">
          Get started
        </ButtonLink>
        <ButtonLink to="/resources/how-to" radius="xl" variant="default">
          Read the guides
        </ButtonLink>
      </Group>
    </>
  );
}
