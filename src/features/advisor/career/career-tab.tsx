// My Advisor › Career: search jobs by keyword across the server's job sources, filter them
// (remote only, location), open or save each result; the last results per query stay readable offline.
// Career Resources lists six outside links. The advisor chat sits beside it (advisor-layout.tsx).
import { Button, Group, Paper, Stack, Switch, TextInput, Title } from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { JOB_QUERY_MAX } from '../../../lib/jobs/job-result';
import { CareerResourcesCard } from './career-resources-card';
import { CareerResults } from './career-results';
import type { JobFilters } from './career-view';
import { useCareerSearch } from './use-career-search';

export function CareerTab() {
  const { state, search } = useCareerSearch();
  const [keywords, setKeywords] = useState('');
  const [blank, setBlank] = useState(false);
  const [filters, setFilters] = useState<JobFilters>({ remoteOnly: false, location: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = keywords.trim();
    setBlank(!query);
    if (query) search(query);
  };

  return (
    <Stack gap="md">
      <Paper component="section" aria-labelledby="career-search-title" withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={2} fz="lg" id="career-search-title">
            Search Career Opportunities
          </Title>
          <form onSubmit={submit} role="search" aria-label="Career search">
            <Group align="flex-start" gap="sm">
              <TextInput
                label="Keywords"
                placeholder="e.g. front-end intern, data analyst"
                required
                maxLength={JOB_QUERY_MAX}
                value={keywords}
                error={blank ? 'Enter a keyword to search.' : undefined}
                onChange={(event) => {
                  setKeywords(event.currentTarget.value);
                  setBlank(false);
                }}
                style={{ flex: '1 1 14rem' }}
              />
              <Button type="submit" mt={{ base: 0, xs: 25 }} leftSection={<IconSearch size={16} aria-hidden="true" />} loading={state.status === 'loading'}>
                Search
              </Button>
            </Group>
          </form>
          <Group gap="md" align="flex-end">
            <TextInput
              label="Location"
              placeholder="Any location"
              leftSection={<IconMapPin size={16} aria-hidden="true" />}
              value={filters.location}
              onChange={(event) => setFilters({ ...filters, location: event.currentTarget.value })}
              style={{ flex: '1 1 12rem' }}
            />
            <Switch
              label="Remote only"
              checked={filters.remoteOnly}
              onChange={(event) => setFilters({ ...filters, remoteOnly: event.currentTarget.checked })}
              mb={8}
            />
          </Group>
          <div aria-live="polite">
            <CareerResults state={state} filters={filters} />
          </div>
        </Stack>
      </Paper>
      <CareerResourcesCard />
    </Stack>
  );
}
