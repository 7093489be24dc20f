// /news: three static announcements, newest first.
import { Badge, Card, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../shared/page-header';

const newsItems = [
  {
    date: '2025-05-27',
    label: '27 May 2025',
    tag: 'Release',
    title: 'DegreeMate 1.0 is now in production',
    blurb:
      'Version 1.0 is live for every student. It brings AI-generated weekly study plans, a graduation planner for your university and program, the My Advisor chat, career search and offline support, so your plans open even without a connection.',
  },
  {
    date: '2025-05-12',
    label: '12 May 2025',
    tag: 'Beta',
    title: 'Our 12-week beta, by the numbers',
    blurb:
      '120 early adopters at 3 universities used DegreeMate through a full 12-week beta, and 94% told us they were satisfied. Their feedback reshaped the onboarding questions, the weekly plan layout and how deadlines show up on the dashboard.',
  },
  {
    date: '2025-02-03',
    label: '3 February 2025',
    tag: 'Announcement',
    title: 'The DegreeMate beta opens at three universities',
    blurb:
      'We are welcoming 120 early adopters from 3 universities into a 12-week beta. Participants get early access to study plans and the degree tracker, and a direct line to the team building them.',
  },
] as const;

export function NewsPage() {
  return (
    <>
      <PageHeader eyebrow="News" title="News and updates" lead="Releases, milestones and what we are learning from students." />
      <Stack gap="lg">
        {newsItems.map((item) => (
          <Card key={item.date} component="article" withBorder radius="lg" padding="xl">
            {/* A div, not a paragraph: the badge is a div, which HTML does not allow in a <p>; the browser split the
                prerendered paragraph around it and the page's hydration failed (React error 418). */}
            <Text component="div" fz="sm" c="dimmed" mb={8} style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
              <time dateTime={item.date}>{item.label}</time>
              <Badge variant="light" radius="sm" size="sm">
                {item.tag}
              </Badge>
            </Text>
            <Title order={2} fz={22} mb={8}>
              {item.title}
            </Title>
            <Text c="dimmed">{item.blurb}</Text>
          </Card>
        ))}
      </Stack>
    </>
  );
}
