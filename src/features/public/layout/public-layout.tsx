// Frame of every public page: skip link, sticky top bar, the page itself, footer.
import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { pressEarlyTap } from '../../../ui/early-taps';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { MAIN_CONTENT_ID, SkipLink } from '../../../ui/skip-link';
import classes from './public-layout.module.css';

export function PublicLayout() {
  // Once React has this page: a button tapped before it had is pressed now (src/ui/early-taps.ts).
  useEffect(() => pressEarlyTap(), []);
  return (
    <div className={classes.shell}>
      <SkipLink />
      <PublicHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
