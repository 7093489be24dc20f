// First stop of the Tab key on every page: jumps past the top bar to <main id="main-content">.
import classes from './site-header.module.css';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
      Skip to content
    </a>
  );
}
