// One career search result: title, company, location, source, when posted, View (a new tab, only for an
// http/https address) and Save to bookmarks, which turns into "Saved" once the link is in the bookmarks.
// A made-up posting from the bundled sample feed says "Sample" where the source goes, and no date.
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBookmark, IconCheck, IconExternalLink } from '@tabler/icons-react';
import type { JobResult } from '../../../lib/jobs/job-result';
import { bookmarkFor, jobLink, postedLabel } from './career-view';

interface JobResultCardProps {
  job: JobResult;
  saved: boolean;
  onSave(): void;
  now: Date;
}

export function JobResultCard({ job, saved, onSave, now }: JobResultCardProps) {
  const link = jobLink(job);
  const posted = job.sample ? undefined : postedLabel(job.posted_at, now);
  const where = [job.company, job.location].filter(Boolean).join(' · ');
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={job.title}>
      <Stack gap={6}>
        <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
          {job.title}
        </Title>
        {where && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {where}
          </Text>
        )}
        <Group gap="xs">
          {job.sample ? (
            <Badge variant="light" color="orange" radius="sm" tt="none">
              Sample
            </Badge>
          ) : (
            job.source && (
              <Badge variant="light" color="gray" radius="sm" tt="none">
                {job.source}
              </Badge>
            )
          )}
          {job.remote && (
            <Badge variant="light" color="teal" radius="sm" tt="none">
              Remote
            </Badge>
          )}
          {posted && (
            <Text size="xs" c="dimmed">
              {posted}
            </Text>
          )}
        </Group>
        <Group gap="sm" mt={4}>
          {link ? (
            <Button
              component="a"
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              rightSection={<IconExternalLink size={14} aria-hidden="true" />}
              aria-label={`View ${job.title}${job.company ? ` at ${job.company}` : ''} (opens in a new tab)`}
            >
              View
            </Button>
          ) : (
            <Text size="xs" c="dimmed">
              No valid link for this job.
            </Text>
          )}
          {bookmarkFor(job) && (
            <Button
              size="xs"
              // Saved stays readable (a disabled button is too faint in dark mode) but does nothing.
              variant={saved ? 'light' : 'default'}
              color={saved ? 'teal' : undefined}
              aria-disabled={saved || undefined}
              leftSection={saved ? <IconCheck size={14} aria-hidden="true" /> : <IconBookmark size={14} aria-hidden="true" />}
              onClick={saved ? undefined : onSave}
              aria-label={saved ? `${job.title} saved to bookmarks` : `Save ${job.title} to bookmarks`}
            >
              {saved ? 'Saved' : 'Save to bookmarks'}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
