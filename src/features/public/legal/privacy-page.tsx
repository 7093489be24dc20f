// /privacy: Privacy Policy, written to match what the product actually stores and sends.
import { Anchor, List, Text } from '@mantine/core';
import { LegalDocument, type LegalSection } from './legal-document';

const sections: readonly LegalSection[] = [
  {
    heading: 'Information we collect',
    body: (
      <List spacing={6}>
        <List.Item>
          <strong>Account details</strong> from your sign-in: your name, nickname, email address and profile
          picture.
        </List.Item>
        <List.Item>
          <strong>Profile details</strong> you give during onboarding: college, degree program, expected
          graduation and phone number.
        </List.Item>
        <List.Item>
          <strong>Study content</strong> you create: study plans, your graduation plan and its courses,
          bookmarks, and messages you send to the advisor chat.
        </List.Item>
        <List.Item>
          <strong>Technical data</strong> needed to run the service securely, such as sign-in tokens and basic
          server logs.
        </List.Item>
      </List>
    ),
  },
  {
    heading: 'How we use it',
    body: (
      <Text>
        We use your information only to provide DegreeMate: to sign you in, generate and store your plans, answer
        your questions, keep your devices in sync and keep the service secure. We do not sell your personal
        information and we do not use it for advertising.
      </Text>
    ),
  },
  {
    heading: 'Storage on your device',
    body: (
      <Text>
        So that DegreeMate works offline, a copy of your plans, bookmarks and profile is kept in your browser's
        storage on your device and synced with our servers when you are online. Signing out or clearing your
        browser data removes it from that device.
      </Text>
    ),
  },
  {
    heading: 'Service providers',
    body: (
      <Text>
        We use a small number of trusted providers to host the service, handle sign-in and, when you ask for a
        study plan or chat with the advisor, process the text you provide with an AI model. They may only use
        your data to provide their service to us.
      </Text>
    ),
  },
  {
    heading: 'How long we keep it',
    body: (
      <Text>
        We keep your data while your account is active. When you delete your account, everything it holds is deleted at
        once: your profile, settings, plans, tasks, links and conversations, the messages you sent us through the
        contact form from your account's email, and our counts of your recent requests. We keep one thing: your account's
        anonymous identifier and the time it was deleted, so that a sign-in still open on another device is refused
        instead of sending your data back. It holds nothing else about you, and we delete it after every such sign-in has
        expired (an hour with a DegreeMate account; with Auth0 sign-in, as long as Auth0's access tokens last).
      </Text>
    ),
  },
  {
    heading: 'Your rights',
    body: (
      <Text>
        You can access, correct, export or delete your data, and object to how we use it. Email{' '}
        <Anchor inherit underline="always" href="mailto:privacy@degreemate.app">privacy@degreemate.app</Anchor> and we will respond within
        30 days. You can also complain to your local data protection authority.
      </Text>
    ),
  },
  {
    heading: 'Age limit',
    body: (
      <Text>
        DegreeMate is not meant for anyone under 16, and we do not knowingly collect data from children under
        16. If you believe a child has given us personal information, contact us and we will delete it.
      </Text>
    ),
  },
  {
    heading: 'Changes to this policy',
    body: (
      <Text>
        If we change this policy we will update the date at the top, and tell you in advance about significant
        changes.
      </Text>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro="Your study life is personal. This policy explains what information DegreeMate collects, how we use it and the choices you have."
      sections={sections}
    />
  );
}
