// Writes a Brotli and a gzip copy beside every text file of the build, once, at build time; the server
// sends them to browsers that accept them (@fastify/static's preCompressed). The entry script shrinks
// to about a third: on a phone's connection that is most of the landing page's first paint.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
// Below this, the compressed copy saves less than a request's headers cost.
const MIN_BYTES = 1024;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Writes `<file>.br` and `<file>.gz` beside each text file of `folder` worth compressing. */
export function precompressFolder(folder: string): void {
  for (const file of filesUnder(folder)) {
    if (!TEXT_FILE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const bytes = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  }
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'degreemate:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Last, after the service worker is written (vite-plugin-pwa builds it when the bundle closes).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => precompressFolder(outDir),
    },
  };
}
