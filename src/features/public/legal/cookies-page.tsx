// /cookies: Cookie Policy. DegreeMate keeps to strictly necessary storage: no ads, no trackers.
import { List, Text } from '@mantine/core';
import { AnchorLink } from '../../../ui/router-links';
import { LegalDocument, type LegalSection } from './legal-document';

const sections: readonly LegalSection[] = [
  {
    heading: 'What cookies and browser storage are',
    body: (
      <Text>
        Cookies are small text files a website saves in your browser. Websites can also keep data in other browser
        storage, such as local storage, IndexedDB and the cache used by an installed app. This policy covers all of
        them.
      </Text>
    ),
  },
  {
    heading: 'What we use',
    body: (
      <List spacing={6}>
        <List.Item>
          <strong>Sign-in:</strong> our sign-in service sets a session cookie, and the app keeps your sign-in
          tokens in local storage so you stay signed in between visits.
        </List.Item>
        <List.Item>
          <strong>Offline data:</strong> your plans, bookmarks and profile are stored in IndexedDB so DegreeMate
          works without a connection.
        </List.Item>
        <List.Item>
          <strong>App files:</strong> when you install or revisit DegreeMate, its files are cached so it loads
          quickly and offline.
        </List.Item>
      </List>
    ),
  },
  {
    heading: 'What we do not use',
    body: (
      <Text>
        We do not use advertising cookies, cross-site tracking or third-party analytics. Because everything we
        store is strictly necessary to run the service, we do not show a consent banner.
      </Text>
    ),
  },
  {
    heading: 'Managing storage',
    body: (
      <Text>
        You can delete cookies and site data in your browser settings at any time. If you do, you will be signed out
        and any changes not yet synced from that device may be lost.
      </Text>
    ),
  },
  {
    heading: 'Age limit',
    body: (
      <Text>
        DegreeMate is only for people aged 16 or over, as set out in our <AnchorLink inherit underline="always" to="/terms">Terms of
        Service</AnchorLink>.
      </Text>
    ),
  },
];

export function CookiesPage() {
  return (
    <LegalDocument
      title="Cookie Policy"
      intro="DegreeMate uses only the cookies and browser storage it needs to sign you in and to work offline."
      sections={sections}
    />
  );
}
