// Frame of every public page: skip link, sticky top bar, the page itself, footer.
import { Outlet } from '@tanstack/react-router';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import classes from './public-layout.module.css';

export function PublicLayout() {
  return (
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      <PublicHeader />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
