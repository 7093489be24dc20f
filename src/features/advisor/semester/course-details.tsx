// One catalogue course in full, every field with its fallback (course-info-rows.ts decides them).
import { Anchor, DataList, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { CatalogCourse } from '../../../lib/catalog/catalog';
import { courseInfo } from './course-info-rows';

export function CourseDetails({ course }: { course: CatalogCourse }) {
  const info = courseInfo(course);
  return (
    <Stack gap="sm" aria-label={`${info.code} details`} component="section">
      <div>
        <Title order={3} fz="lg">
          {info.code}
        </Title>
        {info.title && <Text fw={500}>{info.title}</Text>}
      </div>
      <Text size="sm" c={course.course_description.trim() ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
        {info.description}
      </Text>
      <DataList size="sm" gap="xs" labelWidth="8.5rem" withDivider>
        {info.rows.map((row) => (
          <DataList.Item key={row.label}>
            <DataList.ItemLabel c="dimmed">{row.label}</DataList.ItemLabel>
            <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{row.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
      {info.moreInfoUrl && (
        <Anchor href={info.moreInfoUrl} target="_blank" rel="noopener noreferrer" size="sm" style={{ alignSelf: 'flex-start' }}>
          <IconExternalLink size={14} aria-hidden="true" style={{ verticalAlign: '-2px', marginRight: 4 }} />
          More info about {info.code}
        </Anchor>
      )}
    </Stack>
  );
}
