// Renders DegreeMate's icon artwork to the PNGs the web app manifest and iOS need, plus the SVG favicon.
// One drawing, several crops: "any" icons keep rounded corners, the maskable and Apple icons are full-bleed
// with the glyph inside the platform's safe zone. Run after changing the artwork:
//   npx tsx scripts/generate-pwa-icons.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from './chromium';

const PUBLIC_DIR = path.resolve('public');

// Mantine indigo 5 → 7: the product's primary colour (indigo 6, #4c6ef5) sits in the middle of the gradient.
const BACKGROUND = `
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#5c7cfa"/>
    <stop offset="1" stop-color="#4263eb"/>
  </linearGradient>`;

// A mortarboard with a tassel, drawn on a 512 × 512 canvas and centred on (256, 256).
const GLYPH = `
  <path d="M150 246v70c0 30 48 58 106 58s106-28 106-58v-70l-106 50z" fill="#dbe4ff"/>
  <path d="M256 122 456 214 256 306 56 214z" fill="#fff"/>
  <path d="M256 214h132v112" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="388" cy="338" r="20" fill="#fff"/>`;

interface IconVariant {
  file: string;
  size: number;
  /** Corner radius as a fraction of the size; 0 for full-bleed icons that the platform masks itself. */
  cornerRadius: number;
  /** Scale of the glyph around the centre; maskable icons keep it inside the central 80 % circle. */
  glyphScale: number;
}

const VARIANTS: IconVariant[] = [
  { file: 'icons/icon-192.png', size: 192, cornerRadius: 0.22, glyphScale: 1 },
  { file: 'icons/icon-512.png', size: 512, cornerRadius: 0.22, glyphScale: 1 },
  { file: 'icons/icon-maskable-512.png', size: 512, cornerRadius: 0, glyphScale: 0.78 },
  { file: 'icons/apple-touch-icon-180.png', size: 180, cornerRadius: 0, glyphScale: 0.86 },
];

function iconSvg({ cornerRadius, glyphScale }: Pick<IconVariant, 'cornerRadius' | 'glyphScale'>): string {
  const radius = Math.round(512 * cornerRadius);
  const offset = 256 * (1 - glyphScale);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><defs>${BACKGROUND}</defs>` +
    `<rect width="512" height="512" rx="${radius}" fill="url(#bg)"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${glyphScale})">${GLYPH}</g></svg>`
  );
}

const compact = (svg: string) => svg.replace(/\n\s*/g, '');

async function main() {
  writeFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), compact(iconSvg({ cornerRadius: 0.22, glyphScale: 1 })) + '\n');

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    for (const variant of VARIANTS) {
      await page.setViewportSize({ width: variant.size, height: variant.size });
      await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:100vw;height:100vh}</style>${iconSvg(variant)}`);
      const target = path.join(PUBLIC_DIR, variant.file);
      await page.screenshot({ path: target, omitBackground: true });
      console.log(`wrote ${path.relative(process.cwd(), target)} (${variant.size}×${variant.size})`);
    }
  } finally {
    await browser.close();
  }
}

await main();
