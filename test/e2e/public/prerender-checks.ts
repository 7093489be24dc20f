// What the prerender tests look for in a page: unstyled CSS-module classes, React's hydration reports, and
// whether hydration kept the markup the HTML parser made.
import type { Page } from 'playwright-core';

/** Every CSS-module class (Vite names them `_name_hash_n`) in the page has a rule in a loaded stylesheet. */
export function unstyledModuleClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selectors: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const text = selectors.join(' ');
    const classes = new Set(Array.from(document.querySelectorAll('#root [class]')).flatMap((element) => Array.from(element.classList)));
    return [...classes].filter((name) => name.startsWith('_') && !text.includes(`.${name}`));
  });
}

/** Keeps the h1 the HTML parser made: if hydration threw the markup away, the page's h1 is another node. */
export function rememberParsedHeading() {
  const observer = new MutationObserver(() => {
    const heading = document.querySelector('h1');
    if (!heading) return;
    (window as unknown as { parsedHeading: Element }).parsedHeading = heading;
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** What React or the page reported that would mean the server HTML and the first client render differ. */
export function collectHydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  // Production React reports a mismatch as a minified error 418, 419, 423 or 425 (react.dev/errors/…).
  const mismatch = /hydrat|react\.dev\/errors\/4(18|19|22|23|25)|Minified React error/i;
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && mismatch.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  return problems;
}

/** Starts the app on a prerendered public page, as a visitor's first key press does (public/island.js). */
export async function startApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState !== 'loading');
  await page.keyboard.press('Shift');
}

export async function waitForHydration(page: Page): Promise<void> {
  // A public page loads the app only once the visitor interacts; a key that types nothing is the gentlest.
  await startApp(page);
  // hydrateRoot marks its container; give React a moment to report anything it found while hydrating.
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
  await page.waitForLoadState('networkidle');
}

/**
 * Holds the app's entry script back, as a slow network would: the prerendered page is on screen, its buttons
 * without handlers, until the returned function lets the script through. Before page.goto.
 */
export async function holdAppScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Whether React has taken the page over yet. */
export const isHydrated = (page: Page) => page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')));

/**
 * Every element of the page's markup, in document order, with its box rounded to whole pixels: what the
 * visitor sees move if it changes when the app takes the page over. An element that moves by its own CSS
 * animation (the landing page's bouncing arrow) is listed without its box, which depends on the moment.
 */
export function layoutOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const animated = document.getAnimations().flatMap((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      return target && !(animation instanceof CSSTransition) ? [target] : [];
    });
    return Array.from(document.querySelectorAll('#root *'), (element) => {
      // By tag, not class: a class may change without a move (Send's once the app enables it).
      const name = element.tagName.toLowerCase();
      if (animated.some((target) => target.contains(element))) return `${name} (animated)`;
      const box = element.getBoundingClientRect();
      return `${name} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;
    });
  });
}

/** Resolves once the whole stylesheet the app adds beside a page's trimmed copy (data-full) applies. */
export async function waitForFullStylesheet(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const wanted = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-full]'), (link) => new URL(link.dataset.full!, location.href).href);
    const applied = new Set(Array.from(document.styleSheets, (sheet) => sheet.href));
    return wanted.length > 0 && wanted.every((href) => applied.has(href));
  });
}
