// /resources/partnership: who we partner with and how to start the conversation.
import { Anchor, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconBuildingCommunity, IconPlugConnected, IconSchool } from '@tabler/icons-react';
import { InfoCard } from '../shared/info-card';
import { PageHeader } from '../shared/page-header';

export function PartnershipPage() {
  return (
    <>
      <PageHeader
        eyebrow="Resources"
        title="Partner with DegreeMate"
        lead="We work with universities, student organisations and learning-platform providers to help more students plan with confidence."
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mb={40}>
        <InfoCard icon={IconSchool} title="Universities" headingOrder={2}>
          Offer DegreeMate to your students alongside advising and career services.
        </InfoCard>
        <InfoCard icon={IconBuildingCommunity} title="Student groups" headingOrder={2}>
          Run study-skills sessions or onboarding weeks with DegreeMate as the toolkit.
        </InfoCard>
        <InfoCard icon={IconPlugConnected} title="Platforms" headingOrder={2}>
          Connect your learning or calendar platform so schedules stay in sync.
        </InfoCard>
      </SimpleGrid>
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Title order={2} fz={22} mb="xs">
          Let's talk
        </Title>
        <Text c="dimmed">
          For partnership enquiries, email{' '}
          <Anchor inherit underline="always" href="mailto:partners@degreemate.app" fw={600}>
            partners@degreemate.app
          </Anchor>{' '}
          and we will reply within two working days.
        </Text>
      </Paper>
    </>
  );
}
