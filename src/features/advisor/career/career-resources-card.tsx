import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { CAREER_RESOURCES } from './career-resources';

export function CareerResourcesCard() {
  return (
    <Paper component="section" aria-labelledby="career-resources-title" withBorder radius="md" p="lg">
      <Title order={2} fz="lg" id="career-resources-title">
        Career Resources
      </Title>
      <Stack component="ul" gap="xs" mt="sm" p={0} style={{ listStyle: 'none' }}>
        {CAREER_RESOURCES.map((resource) => (
          <li key={resource.url}>
            <Anchor href={resource.url} target="_blank" rel="noopener noreferrer" fw={600}>
              {resource.name}
            </Anchor>
            <Text span size="sm" c="dimmed">
              {' '}
              · {resource.kind}
            </Text>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
