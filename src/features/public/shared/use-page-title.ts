// Gives each public page its own document title (WCAG 2.4.2) and puts the previous one back on
// leaving, so screens outside the public site never inherit a stale "Contact us · DegreeMate".
import { useEffect } from 'react';

export function usePageTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
