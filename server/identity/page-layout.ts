// The shell of every page the provider renders: DegreeMate's look (indigo, system light/dark,
// mobile first) in one inline stylesheet whose hash the Content-Security-Policy allows, no external assets.
import { createHash } from 'node:crypto';
import { html, trustedHtml, type SafeHtml } from './html';

// Indigo shades as in the app's Mantine theme (src/app/theme.ts): white on indigo.7 reaches WCAG AA,
// where the brand's #4c6ef5 (indigo.6) falls just short.
const STYLES = `
:root{color-scheme:light dark;--bg:#f1f3f5;--surface:#fff;--text:#212529;--muted:#495057;--border:#ced4da;
--primary:#4263eb;--primary-hover:#3b5bdb;--link:#4263eb;--error:#c92a2a;--error-bg:#fff5f5;--focus:#4c6ef5}
@media (prefers-color-scheme:dark){:root{--bg:#1a1b1e;--surface:#25262b;--text:#e9ecef;--muted:#c1c2c5;--border:#5c5f66;
--primary:#3b5bdb;--primary-hover:#364fc7;--link:#91a7ff;--error:#ff8787;--error-bg:#3a1d1f;--focus:#748ffc}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px;
background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{width:100%;max-width:420px;background:var(--surface);border:1px solid var(--border);border-radius:12px;padding:32px 24px}
.brand{display:inline-flex;align-items:center;gap:10px;min-height:44px;font-weight:700;font-size:1.125rem;margin-bottom:20px;color:inherit;text-decoration:none}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 4px}
.lead{color:var(--muted);margin:0 0 24px}
.field{margin-bottom:16px}
.row{display:flex;gap:12px}.row>.field{flex:1;min-width:0}
label{display:block;font-weight:600;font-size:.875rem;margin-bottom:4px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid var(--border);border-radius:8px;background:var(--surface);color:var(--text)}
input[aria-invalid=true]{border-color:var(--error)}
input:focus-visible,button:focus-visible,a:focus-visible{outline:2px solid var(--focus);outline-offset:2px}
.hint{color:var(--muted);font-size:.875rem;margin:4px 0 0}
button{width:100%;font:inherit;font-weight:600;padding:11px 16px;margin-top:8px;border:0;border-radius:8px;background:var(--primary);color:#fff;cursor:pointer}
button:hover{background:var(--primary-hover)}
.password{position:relative}.password input{padding-right:76px}
.reveal{position:absolute;top:0;right:0;width:auto;min-width:64px;min-height:44px;margin:0;padding:0 12px;background:none;color:var(--link)}
.reveal:hover{background:none;text-decoration:underline}
.error{color:var(--error);font-size:.875rem;font-weight:500;margin:4px 0 0}
.aside{margin:-4px 0 8px;text-align:right}.aside a{display:inline-block;padding:10px 0}
.alert{padding:10px 12px;border-radius:8px;background:var(--error-bg);color:var(--error);margin:0 0 16px;font-weight:500}
pre{white-space:pre-wrap;overflow-wrap:anywhere;padding:10px 12px;border-radius:8px;background:var(--bg);font-size:.875rem}
.switch{margin:24px 0 0;text-align:center;color:var(--muted)}
a{color:var(--link);font-weight:600}
@media (max-width:420px){main{padding:24px 16px}.row{display:block}}
`;

/** Where the brand mark leads: the provider answers it with a redirect to the app (identity-provider.ts). */
export const BACK_TO_APP_PATH = '/back-to-app';

/** The pages' one script (assets/credential-form.js): checks forms before sending, Show/Hide password. */
export const FORM_SCRIPT_PATH = '/assets/credential-form.js';

/** For the Content-Security-Policy's style-src: the one inline stylesheet the pages use. */
export const STYLE_SOURCE_HASH = `'sha256-${createHash('sha256').update(STYLES).digest('base64')}'`;

const BRAND_MARK = html`<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
<rect width="32" height="32" rx="8" fill="#4263eb"/><path d="M16 7.5 27 12.6 16 17.7 5 12.6Z" fill="#fff"/>
<path d="M10 15.4v4.4c0 1.9 2.7 3.4 6 3.4s6-1.5 6-3.4v-4.4l-6 2.8Z" fill="#fff" fill-opacity=".82"/>
<path d="M25.2 13.4v5.4" stroke="#fff" stroke-width="1.6" stroke-linecap="round"/></svg>`;

// The same mark as the tab icon, inline as a data: URI (img-src allows data:), so no /favicon.ico request.
const FAVICON = `data:image/svg+xml,${encodeURIComponent(BRAND_MARK.value.replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" '))}`;

export interface PageOptions {
  title: string;
  content: SafeHtml;
  /** Extra markup for <head>, e.g. an auto-submit script whose hash the caller allowed. */
  head?: SafeHtml;
}

export function renderPage({ title, content, head }: PageOptions): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="${FAVICON}">
<title>${title}</title>
<style>${trustedHtml(STYLES)}</style>
${head}
<script src="${FORM_SCRIPT_PATH}" defer></script>
</head>
<body>
<main>
<a class="brand" href="${BACK_TO_APP_PATH}">${BRAND_MARK}<span>DegreeMate</span></a>
${content}
</main>
</body>
</html>`.value;
}
