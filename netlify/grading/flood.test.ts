/**
 * A flood of new accounts cannot spend the day (docs/architecture.md#grading-limits): accounts younger than
 * GRADING_NEW_ACCOUNT_DAYS share GRADING_NEW_ACCOUNT_SHARE % of the ceiling, one network has GRADING_DAILY_PER_IP
 * gradings a day, and passing 80 % of the ceiling is logged. Runs the production sign-in check against the Google
 * stand-in, whose accounts have the ages the tests give them.
 */
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RUBRICS } from '../../src/grading-contract/rubrics';
import { essayModelAnswer } from '../../tests/support/model-answers';
import { startGoogleStandIn, type GoogleStandIn } from '../../tests/support/google-stand-in';
import { useFakeOpenAIEnv, useGradingStack } from '../../tests/support/grading-stack';
import { CEILING_STORE, IP_STORE, NEW_ACCOUNT_STORE } from './ceiling';
import { readGradingConfig } from './config';
import { QUOTA_STORE } from './quota';

const URL = 'http://localhost:8888/api/grade';
const ESSAY_REQUEST = { essay: 'Shade lowers summer temperatures in cities. '.repeat(10), essay_type: 'iwa', subject: 'ap_seminar' };
const iwaAnswer = essayModelAnswer(RUBRICS.iwa, [0, 3, 3, 3, 3, 3, 3]);

const stack = useGradingStack();
let google: GoogleStandIn;
beforeAll(async () => {
  google = await startGoogleStandIn();
});
afterAll(() => google.close());

/** Empty stores and a fresh function instance (its ceiling cursors start again). */
async function freshGrade(env: Record<string, string | undefined>) {
  useFakeOpenAIEnv(stack.fake, { GRADING_NEW_ACCOUNT_DAYS: undefined, GRADING_DAILY_PER_IP: undefined, ...env });
  for (const [key, value] of Object.entries(google.env())) vi.stubEnv(key, value);
  for (const name of [CEILING_STORE, NEW_ACCOUNT_STORE, IP_STORE, QUOTA_STORE]) {
    const store = getStore({ name, consistency: 'strong' });
    const { blobs } = await store.list();
    await Promise.all(blobs.map((blob) => store.delete(blob.key)));
  }
  vi.resetModules();
  const grade = (await import('../functions/grade.mts')).default;
  return (token: string, ip = '203.0.113.7') => grade(stack.post(URL, ESSAY_REQUEST, { token }), { ip });
}

beforeEach(() => {
  stack.fake.fallback = () => ({ content: iwaAnswer });
});

describe('new accounts share a part of the daily ceiling', () => {
  it('gives accounts younger than 7 days 20 % of the ceiling, and established students still grade once that part is spent', async () => {
    const grade = await freshGrade({ GRADING_DAILY_CEILING: '10' });
    const fresh = Array.from({ length: 6 }, (_, i) => google.addAccount({ ageDays: i % 7 }));
    const statuses = await Promise.all(fresh.map((account, i) => grade(google.mint(account), `198.51.100.${i}`).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 503)).toHaveLength(4);
    const refused = await grade(google.mint(fresh[0]!));
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ reason: 'daily-ceiling' });
    // Established students (8 days and more) are not held back by the new accounts' part.
    for (const ageDays of [8, 30, 400]) expect((await grade(google.mint(google.addAccount({ ageDays })))).status).toBe(200);
    expect(stack.fake.requests).toHaveLength(5);
  });

  it('reads the age from Google\'s account record, not from the token', async () => {
    const grade = await freshGrade({ GRADING_DAILY_CEILING: '10', GRADING_NEW_ACCOUNT_SHARE: '0' });
    const young = google.addAccount({ ageDays: 1 });
    // A token cannot make its account older: auth_time and iat are the sign-in's times.
    const response = await grade(google.mint(young, { auth_time: 1_000_000, iat: Math.floor(Date.now() / 1000) }));
    expect(response.status).toBe(503);
    expect(stack.fake.requests).toHaveLength(0);
  });

  it('follows GRADING_NEW_ACCOUNT_DAYS and GRADING_NEW_ACCOUNT_SHARE', async () => {
    const grade = await freshGrade({ GRADING_DAILY_CEILING: '10', GRADING_NEW_ACCOUNT_DAYS: '30', GRADING_NEW_ACCOUNT_SHARE: '10' });
    const twentyDays = [google.addAccount({ ageDays: 20 }), google.addAccount({ ageDays: 20 })];
    expect((await grade(google.mint(twentyDays[0]!))).status).toBe(200);
    expect((await grade(google.mint(twentyDays[1]!))).status).toBe(503);
    expect((await grade(google.mint(google.addAccount({ ageDays: 31 })))).status).toBe(200);
  });
});

describe('one network\'s gradings a day', () => {
  it('answers 429 past GRADING_DAILY_PER_IP from one address, over all its accounts; other addresses still grade', async () => {
    const grade = await freshGrade({ GRADING_DAILY_PER_IP: '3' });
    const accounts = Array.from({ length: 4 }, () => google.addAccount({ ageDays: 30 }));
    const statuses: number[] = [];
    for (const account of accounts) statuses.push((await grade(google.mint(account), '192.0.2.1')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await grade(google.mint(accounts[3]!), '192.0.2.1');
    expect(await refused.json()).toEqual({ error: 'Too many gradings from this network today. More are available after midnight UTC.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The account's own allowance was given back.
    expect(refused.headers.get('x-grading-quota-remaining')).toBe('1000');
    expect((await grade(google.mint(accounts[3]!), '192.0.2.2')).status).toBe(200);
    expect(stack.fake.requests).toHaveLength(4);
    // Addresses are stored hashed.
    const { blobs } = await getStore({ name: IP_STORE, consistency: 'strong' }).list();
    expect(blobs.map((blob) => blob.key).join()).not.toContain('192.0.2');
  });
});

describe('the 80 % line', () => {
  it('logs once when the ceiling passes 80 %', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const grade = await freshGrade({ GRADING_DAILY_CEILING: '10' });
    const logged = () => warn.mock.calls.filter(([line]) => String(line).includes('passed 80 %'));
    for (let i = 0; i < 8; i++) await grade(google.mint(google.addAccount({ ageDays: 30 })));
    expect(logged()).toHaveLength(0);
    await grade(google.mint(google.addAccount({ ageDays: 30 })));
    expect(logged()).toEqual([['grading: the site-wide daily ceiling passed 80 %: 9 of 10 gradings today']]);
    await grade(google.mint(google.addAccount({ ageDays: 30 })));
    expect(logged()).toHaveLength(1);
  });
});

it('defaults: 7 days, 20 % of the ceiling, 200 gradings a network', () => {
  expect(readGradingConfig({})).toMatchObject({ newAccountMs: 7 * 86_400_000, newAccountCeiling: 400, dailyPerIp: 200 });
});
