// A plan's markdown as HTML. Only the safe renderer's output is ever set as HTML (src/lib/markdown:
// micromark with GFM, raw HTML shown as text, links only with http, https, irc, ircs, mailto, xmpp).
import { Typography } from '@mantine/core';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { renderMarkdown } from '../../../lib/markdown/safe-markdown';
import classes from './weekly-plan-markdown.module.css';

export function PlanMarkdown({ markdown }: { markdown: string }) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  const root = useRef<HTMLDivElement>(null);
  // A task list's checkboxes carry no label of their own: each is named by its item's text, so a
  // screen reader says what is done and what is not.
  useLayoutEffect(() => {
    for (const box of root.current?.querySelectorAll<HTMLInputElement>('li > input[type="checkbox"]') ?? []) {
      const text = box.parentElement?.textContent?.trim();
      if (text) box.setAttribute('aria-label', text);
    }
  }, [html]);
  return (
    <Typography className={classes.markdown}>
      <div ref={root} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
