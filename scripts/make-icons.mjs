/**
 * Renders the app icons and the PNG favicon (docs/decisions.md#a-png-favicon) from one SVG into public/icons. Run
 * by hand when the logo changes (`node scripts/make-icons.mjs`); the PNGs are committed.
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const iconSvg = (size, { maskable }) => {
  // A maskable icon keeps its content inside the central 80% safe zone and fills the whole square.
  const inset = maskable ? size * 0.1 : 0;
  const radius = maskable ? 0 : size * 0.22;
  const font = (size - inset * 2) * 0.42;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <rect width="${size}" height="${size}" rx="${radius}" fill="#1d3a8a"/>
    <text x="50%" y="${size / 2 + font * 0.35}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${font}"
      font-weight="700" text-anchor="middle" fill="#ffffff">AP</text>
    <rect x="${size * 0.3}" y="${size / 2 + font * 0.55}" width="${size * 0.4}" height="${size * 0.035}" rx="${size * 0.017}" fill="#f59e0b"/>
  </svg>`;
};

const targets = [
  { file: 'favicon-48.png', size: 48, maskable: false },
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
await mkdir('public/icons', { recursive: true });
for (const { file, size, maskable } of targets) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${iconSvg(size, { maskable })}`);
  await page.locator('svg').screenshot({ path: `public/icons/${file}`, omitBackground: !maskable });
  await page.close();
  console.log(`public/icons/${file}`);
}
await browser.close();
