// /resources/faqs: the questions students ask most, each with its answer, and the contact form for the rest.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../shared/page-header';
import { AnchorLink } from '../../../ui/router-links';
import { faqs } from './faqs';

export function FaqsPage() {
  return (
    <>
      <PageHeader eyebrow="Resources" title="Frequently asked questions" />
      <Stack gap="md">
        {faqs.map((faq) => (
          <Paper key={faq.id} component="section" id={faq.id} aria-labelledby={`${faq.id}-question`} withBorder radius="lg" p="lg">
            <Title order={2} fz="lg" id={`${faq.id}-question`} mb="xs">
              {faq.question}
            </Title>
            <Stack gap="xs">
              {faq.answer.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
            </Stack>
          </Paper>
        ))}
        <Text c="dimmed">
          Another question? <AnchorLink inherit underline="always" to="/contact">Send us a message</AnchorLink> and we will answer you directly.
        </Text>
      </Stack>
    </>
  );
}
