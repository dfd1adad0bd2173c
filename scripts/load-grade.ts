/**
 * `npm run load:grade -- [options]`: load check of the grading endpoint through the local server (not a test).
 *
 *   --serve            start the functions (as `npm start` does) with a fake OpenAI that grades every essay, and
 *                      the Auth emulator unless FIREBASE_AUTH_EMULATOR_HOST names one; without it, target --url
 *                      (a running `npm start`, the journeys' stack, or a deploy)
 *   --url <origin>     default the site of `npm start` (http://localhost:8888, scripts/lib/ports.mjs)
 *   --path <path>      default /api/grade
 *   -n <count>         concurrent valid requests, default 200
 *   --auth <token>     sent as `Authorization: Bearer <token>` (also LOAD_AUTH_TOKEN), e.g. a Firebase ID token
 *   --sign-in <k>      sign k new students up in the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST, else the
 *                      one of scripts/lib/ports.mjs), their emails confirmed, and spread the requests over their
 *                      ID tokens; default 20 with --serve and no --auth (grading needs an account), else 0
 *   --ceiling <n>      with --serve: GRADING_DAILY_CEILING for the run, on a fresh blob store (the site-wide
 *                      ceiling and the per-account allowance, GRADING_DAILY_QUOTA, under load together)
 *   --flood <k>        with --serve: k new verified accounts (a day old) send 3 gradings each, mixed with 4 each
 *                      from 5 established ones (a year old), all at once, through the production sign-in check
 *                      against loopback stand-ins for Google (tests/support/google-stand-in.ts); ceiling 100
 *                      unless --ceiling. Prints the answers by status per group and fails on any overspend: more
 *                      gradings than the ceiling, new accounts past their share, an established grading refused.
 *
 * Every request says it comes from the page's own origin (`Origin`), as a browser would. It times the first call
 * (a cold start when the server has just started), 20 sequential warm calls with an invalid body (the function
 * answers 400, or 401 without a token, before any work: that time is the server's overhead), then n concurrent
 * valid requests. Those may answer 200, 429 (a student's daily allowance: see docs/product.md#grading) or
 * 502/503/504 (the model's trouble, or the site-wide daily ceiling, told as such); it fails on anything else, any
 * 500, and any body that looks like a stack trace. With --serve it also counts the gradings the model made, and
 * fails when they exceed the ceiling.
 */
import { keptEmail, signUpVerified } from '../tests/support/auth-emulator';
import { startGoogleStandIn } from '../tests/support/google-stand-in';
import { startFakeOpenAI } from '../tests/support/fake-openai';
import { essayModelAnswer } from '../tests/support/model-answers';
import { RUBRICS } from '../src/grading-contract/rubrics';
// @ts-expect-error: plain ESM module without types
import { startAuthEmulator } from './lib/auth-emulator.mjs';
// @ts-expect-error: plain ESM module without types
import { AUTH_EMULATOR_URL, ports, SITE_ORIGIN } from './lib/ports.mjs';
// @ts-expect-error: plain ESM module without types
import { stopAll } from './lib/processes.mjs';
// @ts-expect-error: plain ESM module without types
import { startSiteServer } from './site-server.mjs';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : fallback;
};
const count = Number(option('-n', '200'));
const apiPath = option('--path', '/api/grade');
const serve = args.includes('--serve');
const auth = option('--auth', process.env.LOAD_AUTH_TOKEN ?? '');
const flood = Number(option('--flood', '0'));
if (flood && !serve) throw new Error('--flood needs --serve');
const google = flood ? await startGoogleStandIn() : null;
if (google) {
  Object.assign(process.env, google.env(), { GRADING_DAILY_CEILING: option('--ceiling', '100') });
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  // Every request comes from 127.0.0.1: the per-network cap has its own test (netlify/grading/flood.test.ts).
  process.env.GRADING_DAILY_PER_IP ??= '1000000';
}
const students = Number(option('--sign-in', serve && !auth && !flood ? '20' : '0'));
// The emulator's accounts are minutes old: outside --flood they count as established (the new-accounts' share is --flood's).
if (serve && !flood) process.env.GRADING_NEW_ACCOUNT_DAYS ??= '0';
if (serve && !flood && !process.env.FIREBASE_AUTH_EMULATOR_HOST && !process.env.VITE_FIREBASE_API_KEY) {
  await startAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = new URL(AUTH_EMULATOR_URL).host;
}
const ceiling = option('--ceiling', flood ? '100' : '');
const tokens = students
  ? await Promise.all(Array.from({ length: students }, async (_, i) => (await signUpVerified(keptEmail(`load-${i}`), 'load-check-1')).idToken))
  : [auth].filter(Boolean);
let sent = 0;
/** The next student's token, round robin (none without --auth or --sign-in). */
const nextToken = () => (tokens.length ? tokens[sent++ % tokens.length] : undefined);

const ESSAY = 'Cities should plant more trees because shade lowers summer temperatures and cuts energy use. '.repeat(30);
const VALID = JSON.stringify({ essay: ESSAY, essay_type: 'iwa', subject: 'ap_seminar' });
const INVALID = JSON.stringify({ essay: 'x', essay_type: 'dbq', subject: 'ap_seminar' });
/** Signs of a leaked stack trace or file path in a response body. */
const STACK = /\n\s+at |node_modules|functions-serve|\.netlify\/|file:\/\//;

let stopServer: (() => Promise<unknown>) | null = null;
let origin = option('--url', SITE_ORIGIN);
let modelCalls: (() => number) | null = null;
if (serve) {
  if (ceiling) {
    // A fresh store: earlier runs today must not have used the ceiling already.
    process.env.GRADING_DAILY_CEILING = ceiling;
    const { rmSync } = await import('node:fs');
    rmSync('.netlify/blobs-serve', { recursive: true, force: true });
  }
  const fake = await startFakeOpenAI();
  modelCalls = () => fake.requests.length;
  fake.fallback = () => ({ content: essayModelAnswer(RUBRICS.iwa, RUBRICS.iwa.rows.map((row) => Math.max(...row.allowed))) });
  Object.assign(process.env, { OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'sk-load-fake', OPENAI_MODEL: 'gpt-5-mini' });
  const site = await startSiteServer({ port: ports.loadCheck, staticDir: null, log: () => {} });
  origin = site.origin;
  if (site.functions?.buildMs) console.log(`functions bundled in ${site.functions.buildMs.toFixed(0)} ms (once, at start-up)`);
  stopServer = () => Promise.allSettled([site.stop(), fake.close()]);
}

interface Result {
  status: number;
  ms: number;
  body: string;
}

async function post(body: string, token = nextToken()): Promise<Result> {
  const t0 = performance.now();
  try {
    const response = await fetch(`${origin}${apiPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body,
    });
    const text = await response.text();
    return { status: response.status, ms: performance.now() - t0, body: text };
  } catch (error) {
    return { status: 0, ms: performance.now() - t0, body: String(error) };
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
const statuses = (results: Result[]) =>
  Object.entries(results.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {}))
    .map(([status, n]) => `${n}× ${status}`)
    .join(', ');

const first = await post(INVALID);
console.log(`first call (cold start if the server just started): ${ms(first.ms)} → ${first.status}`);

const warm: Result[] = [];
for (let i = 0; i < 20; i++) warm.push(await post(INVALID));
console.log(`warm calls, invalid body (server overhead): median ${ms(pct(warm.map((r) => r.ms), 50))}, max ${ms(Math.max(...warm.map((r) => r.ms)))} → ${statuses(warm)}`);

let burst: Result[];
let overspent = false;
if (google) {
  // The flood: k new accounts (3 each) and 5 established ones (4 each), shuffled, all at once.
  const fresh = Array.from({ length: flood }, () => google.addAccount({ ageDays: 1 }));
  const settled = Array.from({ length: 5 }, () => google.addAccount({ ageDays: 365 }));
  const sends = [...fresh.flatMap((a) => [a, a, a].map(() => ({ group: 'new', token: google.mint(a) }))), ...settled.flatMap((a) => [a, a, a, a].map(() => ({ group: 'established', token: google.mint(a) })))];
  for (let i = sends.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [sends[i], sends[j]] = [sends[j]!, sends[i]!];
  }
  const t0 = performance.now();
  const results = await Promise.all(sends.map(async (send) => ({ group: send.group, ...(await post(VALID, send.token)) })));
  burst = results;
  const limit = Number(process.env.GRADING_DAILY_CEILING);
  const share = Math.floor((limit * Number(process.env.GRADING_NEW_ACCOUNT_SHARE ?? 20)) / 100);
  const of = (group: string) => results.filter((r) => r.group === group);
  console.log(`flood: ${sends.length} requests in ${ms(performance.now() - t0)} (${flood} new accounts × 3, 5 established × 4); ceiling ${limit}, new accounts' share ${share}`);
  console.log(`  new accounts: ${statuses(of('new'))}`);
  console.log(`  established:  ${statuses(of('established'))}`);
  const gradings = modelCalls!();
  const newGraded = of('new').filter((r) => r.status === 200).length;
  const settledRefused = of('established').filter((r) => r.status !== 200).length;
  console.log(`gradings made (model calls): ${gradings}; sign-in checks at the Google stand-in: ${google.calls.lookup} lookups, ${google.calls.keys} key fetch(es)`);
  overspent = gradings > limit || newGraded > share || settledRefused > 0;
  if (overspent) console.log(`FAIL overspend: ${gradings} gradings (ceiling ${limit}), ${newGraded} for new accounts (share ${share}), ${settledRefused} established refused`);
} else {
  const t0 = performance.now();
  burst = await Promise.all(Array.from({ length: count }, () => post(VALID)));
  const times = burst.map((r) => r.ms);
  console.log(`${count} concurrent valid requests in ${ms(performance.now() - t0)}: ${statuses(burst)}; p50 ${ms(pct(times, 50))}, p95 ${ms(pct(times, 95))}, max ${ms(Math.max(...times))}`);

  if (modelCalls) {
    console.log(`gradings made (model calls): ${modelCalls()}; ceiling ${process.env.GRADING_DAILY_CEILING ?? '2000 (default)'}, allowance ${process.env.GRADING_DAILY_QUOTA ?? '20 (default)'} per account, ${tokens.length} accounts`);
  }
  const byStatus = (status: number) => burst.filter((r) => r.status === status);
  const ceilingRefusals = byStatus(503).filter((r) => r.body.includes('"daily-ceiling"')).length;
  if (ceilingRefusals) console.log(`${ceilingRefusals} of the 503s were the site-wide ceiling (reason daily-ceiling)`);
  const limit = Number(process.env.GRADING_DAILY_CEILING ?? 2000);
  overspent = Boolean(modelCalls && (modelCalls() > limit || byStatus(200).length > limit));
  if (overspent) console.log(`FAIL more gradings than the ceiling of ${limit}`);
}
const all = [first, ...warm, ...burst];
/** What a grading may answer under load: graded, over the allowance, or the model's trouble told as such. */
const EXPECTED = new Set([200, 429, 502, 503, 504]);
const failures = [...[first, ...warm].filter((r) => r.status === 0 || r.status >= 500), ...burst.filter((r) => !EXPECTED.has(r.status))];
const leaks = all.filter((r) => STACK.test(r.body));
if (failures.length) console.log(`FAIL ${failures.length} answered otherwise than 200/429/502/503/504, e.g. ${failures[0]!.status}: ${failures[0]!.body.slice(0, 300)}`);
if (leaks.length) console.log(`FAIL ${leaks.length} bodies look like a stack trace, e.g. ${leaks[0]!.body.slice(0, 300)}`);
if (!failures.length && !leaks.length && !overspent) console.log('ok   only 200, 429 or 502/503/504 under load, no 500, no stack trace in any body, no overspend');
await stopServer?.();
await google?.close();
stopAll(); // the Auth emulator, if --serve started it
process.exit(failures.length || leaks.length || overspent ? 1 : 0);
