/**
 * The app's PNG icons (manifest 192 / 512, a maskable 512 with the safe zone, the iOS home-screen 180),
 * drawn from public/icon.svg by Chromium so that they match it exactly. Run once after changing the
 * icon: `npx tsx scripts/gen-icons.ts`; the PNGs are committed.
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../tests/support/e2eConfig';

const svg = readFileSync('public/icon.svg', 'utf8').trim();
// Maskable: the platform may crop to a circle; the artwork stays within the central 80 %.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#d7000f"/><g transform="translate(6.4 6.4) scale(0.8)">${svg.replace(/^<svg[^>]*>|<\/svg>$/g, '').replace('rx="14"', 'rx="0"')}</g></svg>`;

const targets: Array<[string, number, string]> = [
  ['public/icons/icon-192.png', 192, svg],
  ['public/icons/icon-512.png', 512, svg],
  ['public/icons/maskable-512.png', 512, maskable],
  ['public/icons/apple-touch-icon.png', 180, maskable],
];

const browser = await chromium.launch({ ...CHROMIUM, headless: true });
try {
  for (const [file, size, source] of targets) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const dataUrl = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`;
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="${dataUrl}" width="${size}" height="${size}"></body></html>`,
    );
    await page.screenshot({ path: file, omitBackground: true });
    await page.close();
    console.log(file);
  }
} finally {
  await browser.close();
}
