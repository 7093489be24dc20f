// /contact: the form; what became of the message (sent, or waiting for a connection and then sent); Live
// chat with the advisor for a student signed in on this browser; other ways to reach us.
import { useEffect, useState } from 'react';
import { Anchor, Button, Container, Grid, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCloudUpload, IconMail, IconMessageCircle } from '@tabler/icons-react';
import { PageHeader } from '../shared/page-header';
import { AnchorLink } from '../../../ui/router-links';
import { useHoldsSignIn } from '../../../auth/use-holds-sign-in';
import { contactOutbox } from '../../../data/contact/contact-outbox';
import { ButtonLink } from '../../../ui/router-links';
import { ContactForm, type ContactResult } from './contact-form';

export function ContactPage() {
  const [submitted, setSubmitted] = useState<ContactResult | null>(null);
  const signedIn = useHoldsSignIn();
  const waitingId = submitted?.kind === 'queued' ? submitted.id : null;
  // A message that waited for the connection: say so once it has gone.
  useEffect(() => {
    if (!waitingId) return;
    return contactOutbox().onSent((id) => id === waitingId && setSubmitted({ kind: 'sent' }));
  }, [waitingId]);
  // Remount the form after "Send another message" so it starts empty.
  const [formKey, setFormKey] = useState(0);

  return (
    <Container size="lg" pt={{ base: 40, sm: 64 }} pb={{ base: 56, sm: 88 }}>
      <PageHeader
        eyebrow="Contact"
        title="Contact us"
        lead="Questions, feedback or a feature you would love to see? We read every message."
      />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
            {submitted ? (
              <Stack align="center" ta="center" gap="md" py="xl" role="status">
                {submitted.kind === 'sent' ? (
                  <>
                    <ThemeIcon size={56} radius="xl" color="teal.8" variant="filled">
                      <IconCircleCheck size={32} aria-hidden="true" />
                    </ThemeIcon>
                    <Text fz="lg" fw={600}>
                      Thanks for reaching out — we’ll get back to you shortly!
                    </Text>
                  </>
                ) : (
                  <>
                    <ThemeIcon size={56} radius="xl" color="yellow.8" variant="filled">
                      <IconCloudUpload size={32} aria-hidden="true" />
                    </ThemeIcon>
                    <Text fz="lg" fw={600}>
                      Your message is saved and waiting for a connection.
                    </Text>
                    <Text c="dimmed">It will be sent once, as soon as you are back online, even if you leave this page.</Text>
                  </>
                )}
                <Button
                  variant="default"
                  radius="xl"
                  onClick={() => {
                    setFormKey((key) => key + 1);
                    setSubmitted(null);
                  }}
                >
                  Send another message
                </Button>
              </Stack>
            ) : (
              <ContactForm key={formKey} onSubmitted={setSubmitted} />
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            {signedIn && (
              <Paper withBorder radius="lg" p="xl">
                <ThemeIcon size={44} radius="md" variant="light" mb="md">
                  <IconMessageCircle size={24} stroke={1.6} aria-hidden="true" />
                </ThemeIcon>
                <Title order={2} fz="lg" mb={6}>
                  Prefer to chat?
                </Title>
                <Text fz="sm" c="dimmed" mb="md">
                  Ask your advisor about your courses, your plan and what is due, any time.
                </Text>
                <ButtonLink to="/advisor" variant="light" radius="xl" leftSection={<IconMessageCircle size={18} aria-hidden="true" />}>
                  Live chat
                </ButtonLink>
              </Paper>
            )}
            <Paper withBorder radius="lg" p="xl">
              <ThemeIcon size={44} radius="md" variant="light" mb="md">
                <IconMail size={24} stroke={1.6} aria-hidden="true" />
              </ThemeIcon>
              <Title order={2} fz="lg" mb={6}>
                Other ways to reach us
              </Title>
              <Text fz="sm" c="dimmed">
                Email <Anchor inherit underline="always" href="mailto:hello@degreemate.app">hello@degreemate.app</Anchor>, or browse the{' '}
                <AnchorLink inherit underline="always" to="/resources/faqs">FAQs</AnchorLink> and{' '}
                <AnchorLink inherit underline="always" to="/resources/how-to">how-to guides</AnchorLink>.
              </Text>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
