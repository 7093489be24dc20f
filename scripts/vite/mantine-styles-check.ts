// Fails the build when a Mantine component in the bundle has no styles: the app imports Mantine's CSS one
// component at a time (src/app/styles/essential-styles.ts, src/ui/component-styles.ts) rather than the
// complete 250 KB stylesheet, so a component newly used on a screen needs its file added there, and nothing
// else would notice a form or menu rendering unstyled. Mantine's components name their classes in their
// JavaScript (`m_` and a hash); every such class that Mantine's stylesheets define must be defined by a
// stylesheet of ours.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterBundleWritten } from './after-bundle-written.ts';

const CLASS_NAME = /\bm_[0-9a-f]{6,8}\b/g;
const CLASS_RULE = /\.(m_[0-9a-f]{6,8})\b/g;

const definedBy = (css: string) => new Set(Array.from(css.matchAll(CLASS_RULE), (match) => match[1]!));

/**
 * Mantine's stylesheet files (by name) that define a class the scripts name and no emitted stylesheet
 * defines: the files to import.
 */
export function missingMantineStyles(scripts: string[], stylesheets: string[], mantineFiles: Record<string, string>): string[] {
  const named = new Set(scripts.flatMap((script) => script.match(CLASS_NAME) ?? []));
  const emitted = definedBy(stylesheets.join('\n'));
  return Object.entries(mantineFiles)
    .filter(([, css]) => [...definedBy(css)].some((name) => named.has(name) && !emitted.has(name)))
    .map(([file]) => file)
    .sort();
}

function mantineStyleFiles(root: string): Record<string, string> {
  const directory = path.join(path.dirname(createRequire(path.join(root, 'package.json')).resolve('@mantine/core/styles.css')), 'styles');
  const files = readdirSync(directory).filter((file) => file.endsWith('.layer.css'));
  return Object.fromEntries(files.map((file) => [file, readFileSync(path.join(directory, file), 'utf8')]));
}

export const mantineStylesCheck = () =>
  afterBundleWritten('degreemate:mantine-styles-check', ({ config, outDir }) => {
    const assets = path.join(outDir, 'assets');
    const read = (extension: string) =>
      readdirSync(assets)
        .filter((file) => file.endsWith(extension))
        .map((file) => readFileSync(path.join(assets, file), 'utf8'));
    const missing = missingMantineStyles(read('.js'), read('.css'), mantineStyleFiles(config.root));
    if (missing.length > 0) {
      const imports = missing.map((file) => `import '@mantine/core/styles/${file}';`).join('\n');
      throw new Error(`Mantine components in the bundle have no styles. Add to src/ui/component-styles.ts, in Mantine's order:\n${imports}`);
    }
  });
