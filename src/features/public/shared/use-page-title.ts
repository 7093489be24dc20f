// Gives each public page its own document title (WCAG 2.4.2), also in its prerendered HTML, and puts the
// site's title back on leaving, so screens outside the public site never inherit a stale "Contact us · DegreeMate".
import { useEffect } from 'react';
import { useDeclareHead } from '../../../ui/prerender-head';

// index.html's own title, which the signed-in screens keep. Not the title found on arrival: a prerendered
// page arrives already carrying its own.
const SITE_TITLE = 'DegreeMate';

export function usePageTitle(title: string) {
  useDeclareHead({ title });
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = SITE_TITLE;
    };
  }, [title]);
}
