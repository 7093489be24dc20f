// Swaps a prerendered page's link to the app's own stylesheet for a copy trimmed to the page
// (trim-stylesheet.ts), written beside the build's assets under a content hash, so pages that use the same
// rules share one file and the service worker precaches it with the rest. The link names the full file
// (data-full) for the island to add when the app starts.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { trimStylesheet } from './trim-stylesheet.ts';

const LINK = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}">`;
const LINKED = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/g;

export function withTrimmedStyles(html: string, outDir: string, shellStylesheets: string[]): string {
  const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
  const linked = [...html.matchAll(LINKED)].map((match) => match[1]!);
  let result = html;
  for (const file of shellStylesheets) {
    const link = LINK(file);
    if (!result.includes(link)) continue;
    const others = linked.filter((other) => other !== file).map(read);
    const trimmed = trimStylesheet(read(file), html, others);
    const hash = createHash('sha256').update(trimmed).digest('base64url').slice(0, 8);
    const trimmedFile = `${file.replace(/\.css$/, '')}-page-${hash}.css`;
    writeFileSync(path.join(outDir, trimmedFile), trimmed);
    result = result.replace(link, () => `<link rel="stylesheet" crossorigin href="/${trimmedFile}" data-full="/${file}">`);
  }
  return result;
}
