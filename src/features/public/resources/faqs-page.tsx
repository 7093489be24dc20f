// /resources/faqs: the answers are still being written; points to the contact form meanwhile.
import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { PageHeader } from '../shared/page-header';
import { AnchorLink } from '../../../ui/router-links';

export function FaqsPage() {
  return (
    <>
      <PageHeader eyebrow="Resources" title="Frequently asked questions" />
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconHelpCircle size={30} stroke={1.6} aria-hidden="true" />
          </ThemeIcon>
          <Text fz="lg" fw={600}>
            Thanks for your patience — we're compiling answers to the questions students ask most.
          </Text>
          <Text c="dimmed" maw={480}>
            Check back soon. In the meantime, <AnchorLink inherit underline="always" to="/contact">send us a message</AnchorLink> and we
            will answer you directly.
          </Text>
        </Stack>
      </Paper>
    </>
  );
}
