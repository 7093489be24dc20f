// /terms: Terms of Service.
import { Anchor, List, Text } from '@mantine/core';
import { LegalDocument, type LegalSection } from './legal-document';

const sections: readonly LegalSection[] = [
  {
    heading: 'Who can use DegreeMate',
    body: (
      <>
        <Text>
          You must be at least 16 years old to create an account or use DegreeMate. If you are under the age of
          majority where you live, you confirm that a parent or guardian has agreed to these terms on your behalf.
        </Text>
        <Text>You must give accurate information when you sign up and keep it up to date.</Text>
      </>
    ),
  },
  {
    heading: 'Your account',
    body: (
      <Text>
        You are responsible for keeping your sign-in details secure and for everything that happens under your
        account. Tell us straight away at <Anchor inherit underline="always" href="mailto:hello@degreemate.app">hello@degreemate.app</Anchor> if
        you think someone else has used it.
      </Text>
    ),
  },
  {
    heading: 'What DegreeMate provides',
    body: (
      <>
        <Text>
          DegreeMate helps you organise your studies: weekly study plans, a graduation plan, an advisor chat, career
          search, bookmarks and progress views. Some features use artificial intelligence to generate suggestions.
        </Text>
        <Text>
          DegreeMate is a planning aid, not an official academic record. Always confirm degree requirements,
          deadlines and course availability with your institution and your academic advisor. AI-generated content
          can be incomplete or wrong.
        </Text>
      </>
    ),
  },
  {
    heading: 'Acceptable use',
    body: (
      <>
        <Text>When you use DegreeMate you agree not to:</Text>
        <List spacing={4}>
          <List.Item>break the law or your institution's academic integrity rules;</List.Item>
          <List.Item>upload content you do not have the right to share, or that is harmful or abusive;</List.Item>
          <List.Item>try to access other people's accounts or data, or disrupt the service;</List.Item>
          <List.Item>scrape, resell or reverse-engineer the service except where the law allows it.</List.Item>
        </List>
      </>
    ),
  },
  {
    heading: 'Your content',
    body: (
      <Text>
        You keep ownership of everything you add, such as syllabi, plans, notes and bookmarks. You give us
        permission to store and process it only to run DegreeMate for you, as described in our Privacy Policy.
      </Text>
    ),
  },
  {
    heading: 'Availability and changes',
    body: (
      <Text>
        We work hard to keep DegreeMate available, including offline, but we cannot promise it will always be
        uninterrupted or error-free. We may change or retire features; when a change materially affects you we
        will tell you in advance.
      </Text>
    ),
  },
  {
    heading: 'Ending your use',
    body: (
      <Text>
        You can stop using DegreeMate and ask us to delete your account at any time. We may suspend or close
        accounts that break these terms, and will explain why unless the law prevents us.
      </Text>
    ),
  },
  {
    heading: 'Liability',
    body: (
      <Text>
        To the extent the law allows, DegreeMate is provided "as is" and we are not liable for indirect losses,
        such as missed deadlines or grades, arising from your use of the service. Nothing in these terms limits
        rights you have under consumer law that cannot be excluded.
      </Text>
    ),
  },
  {
    heading: 'Changes to these terms',
    body: (
      <Text>
        We may update these terms. The date at the top shows the latest version; if the changes are significant we
        will notify you in the app or by email before they take effect.
      </Text>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro="These terms explain the agreement between you and DegreeMate when you use our website and app. Please read them carefully: by using DegreeMate you accept them."
      sections={sections}
    />
  );
}
