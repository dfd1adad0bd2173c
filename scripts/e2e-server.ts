/**
 * The stack the Playwright journeys run against: the fake OpenAI server, then the site server as `npm start` runs
 * it, with OPENAI_* pointing at the fake. Ports: scripts/lib/ports.mjs.
 */
import { rmSync } from 'node:fs';
import { startFakeOpenAI } from '../tests/support/fake-openai';
import { FAKE_OPENAI_PORT, SITE_PORT } from '../tests/support/ports';
// @ts-expect-error: plain ESM module without types
import { startSiteServer } from './site-server.mjs';

const fake = await startFakeOpenAI(FAKE_OPENAI_PORT);
process.env.OPENAI_BASE_URL = fake.url;
process.env.OPENAI_API_KEY = 'sk-test-fake-key';
process.env.OPENAI_MODEL = process.env.OPENAI_MODEL ?? 'gpt-5-mini';
// A fresh blob store (.netlify/blobs-serve) for each run: no allowance, ceiling or replay record of an earlier run
// leaks into this one. The high ceiling still lets one run's many gradings through.
rmSync('.netlify/blobs-serve', { recursive: true, force: true });
process.env.GRADING_DAILY_CEILING = process.env.GRADING_DAILY_CEILING ?? '1000000';
// Likewise the network's count: every journey comes from 127.0.0.1.
process.env.GRADING_DAILY_PER_IP = process.env.GRADING_DAILY_PER_IP ?? '1000000';
const site = await startSiteServer({ port: SITE_PORT, staticDir: 'dist' });
// Every file compressed before the first journey, as at a CDN's warmed edge: the first service worker's precache
// (about 250 files at brotli's highest quality) outlasted a journey's 45 s on a busy machine.
await site.warm();
console.log(`e2e stack: site ${site.origin}, fake OpenAI ${fake.url}`); // playwright.config.ts waits for this line

const stop = async () => {
  await Promise.allSettled([site.stop(), fake.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
