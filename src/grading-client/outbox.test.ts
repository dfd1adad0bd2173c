import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GradingKind, SendOutcome } from './client';
import { createStore, get, keys, set } from 'idb-keyval';
import { BACKOFF_BASE_MS, LEASE_MS, MAX_PAID_ATTEMPTS, MAX_SERVER_ATTEMPTS, createOutbox, type OutboxItem, type OutboxOptions } from './outbox';
import type { SaqRequest, SaqResponse } from '../grading-contract/schemas';

const REQUEST: SaqRequest = { answers: ['a', 'b', 'c'], prompt_intro: 'p', sources: [], questions: ['qa', 'qb', 'qc'] };
const RESULT: SaqResponse = { result: [{ score: 1, explanation: 'A' }, { score: 0, explanation: 'B' }, { score: 1, explanation: 'C' }] };
const GRADED: SendOutcome = { outcome: 'graded', data: RESULT };
const NETWORK: SendOutcome = { outcome: 'retry', error: 'Failed to fetch' };
/** A 5xx that never reached the model (a 503: sign-in or allowance could not be checked). */
const SERVER: SendOutcome = { outcome: 'retry', error: 'Failed to contact AI grading service.', status: 503 };
/** A 500 may come after the model answered (docs/product.md#grading-outbox): paid. */
const CRASHED: SendOutcome = { outcome: 'retry', error: 'Something went wrong while grading. Please try again.', status: 500 };
/** The browser's own 60 s timeout (client.ts): paid, never "offline". */
const BROWSER_TIMEOUT: SendOutcome = { outcome: 'retry', error: 'The AI grader took too long to answer. Please try again.', status: 504 };
const TIMED_OUT: SendOutcome = { outcome: 'retry', error: 'The AI grader took too long to answer. Please try again.', status: 504 };
const UNREADABLE: SendOutcome = { outcome: 'retry', error: 'The AI answer could not be read. Please try again.', status: 502 };
const REJECTED: SendOutcome = { outcome: 'rejected', error: 'Failed to contact AI grading service.', status: 400 };
const SIGN_IN: SendOutcome = { outcome: 'sign-in', error: 'Your sign-in has expired. Please sign in again.', status: 401 };
const USED_UP: SendOutcome = { outcome: 'retry', error: "You have used all 20 of today's gradings. More are available at 7:00 PM.", status: 429, retryAfterMs: 3_600_000, waitFor: 'retry-after' };

let dbCount = 0;
let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.useRealTimers();
});

/** An outbox on a fresh database, a clock the test moves, and a send that answers from a script. */
function setup(script: SendOutcome[], overrides: Partial<OutboxOptions> = {}) {
  const clock = { now: 1_000_000, online: true, account: 'uid-1' as string | null };
  const accountListeners = new Set<() => void>();
  const switchAccount = (uid: string | null) => {
    clock.account = uid;
    for (const listener of accountListeners) listener();
  };
  const send = vi.fn(async (_kind: GradingKind, _request: unknown) => script.shift() ?? NETWORK);
  const options: OutboxOptions = {
    dbName: `outbox-test-${++dbCount}`,
    send: send as OutboxOptions['send'],
    now: () => clock.now,
    online: () => clock.online,
    account: () => clock.account,
    subscribeAccount: (listener) => {
      accountListeners.add(listener);
      return () => accountListeners.delete(listener);
    },
    ...overrides,
  };
  const outbox = createOutbox(options);
  return { outbox, send, clock, options, switchAccount };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('the grading outbox', () => {
  it('queues a submission made offline, with an id made on the device, without sending it', async () => {
    const { outbox, send, clock } = setup([]);
    clock.online = false;
    const outcome = await outbox.submit('saq', REQUEST);
    expect(outcome).toEqual({ state: 'queued', id: expect.any(String) });
    expect(send).not.toHaveBeenCalled();
    expect(outbox.snapshot()).toEqual([expect.objectContaining({ id: (outcome as { id: string }).id, kind: 'saq', request: REQUEST, status: 'waiting' })]);
  });

  it('sends a queued submission when the device comes back online, and keeps the result for the screen', async () => {
    const { outbox, send, clock } = setup([GRADED]);
    clock.online = false;
    await outbox.submit('saq', REQUEST);
    stops.push(outbox.start());
    // app start tries once (navigator.onLine is only a hint); the result is stored after the send resolves
    await until(() => outbox.snapshot()[0]?.status === 'graded');
    expect(send).toHaveBeenCalledTimes(1);
    expect(outbox.snapshot()[0]).toMatchObject({ status: 'graded', result: RESULT });
  });

  it('tries again on the online event and when the page becomes visible', async () => {
    const { outbox, send } = setup([NETWORK, NETWORK, NETWORK, GRADED]);
    await outbox.submit('essay', { essay: 'e', essay_type: 'iwa', subject: 'ap_seminar' });
    stops.push(outbox.start());
    await until(() => send.mock.calls.length === 2);
    window.dispatchEvent(new Event('online'));
    await until(() => send.mock.calls.length === 3);
    document.dispatchEvent(new Event('visibilitychange'));
    await until(() => outbox.snapshot()[0]?.status === 'graded');
    expect(send).toHaveBeenCalledTimes(4);
  });

  it('coming back online while a request sent offline is still failing sends it again at once, not after the back-off', async () => {
    let fail!: () => void;
    const { outbox, send } = setup([]);
    send
      .mockImplementationOnce(() => new Promise<SendOutcome>((resolve) => (fail = () => resolve(NETWORK))))
      .mockImplementationOnce(async () => GRADED);
    const submitted = outbox.submit('saq', REQUEST); // its send hangs until fail()
    await until(() => send.mock.calls.length === 1);
    // What the online event runs (see 'tries again on the online event'): it finds the item in flight.
    await outbox.flush({ force: true });
    expect(send).toHaveBeenCalledTimes(1);
    fail();
    expect(await submitted).toEqual({ state: 'queued', id: expect.any(String) });
    // The clock does not move, so the back-off timer (BACKOFF_BASE_MS) cannot be what sends it.
    await until(() => outbox.snapshot()[0]?.status === 'graded');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps one request in flight per item, also with two flushes and a second tab at once', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { outbox, send, clock, options } = setup([]);
    send.mockImplementation(async () => {
      await gate;
      return GRADED;
    });
    clock.online = false;
    await outbox.submit('saq', REQUEST);
    const otherTab = createOutbox(options);
    const flushes = [outbox.flush({ force: true }), outbox.flush({ force: true }), otherTab.flush({ force: true })];
    await until(() => send.mock.calls.length === 1);
    release();
    await Promise.all(flushes);
    expect(send).toHaveBeenCalledTimes(1);
    expect(outbox.snapshot()[0]?.status).toBe('graded');
  });

  it('sends waiting gradings one at a time, oldest first, also when the back-off timer wakes during a send', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { outbox, send, clock } = setup([]);
    send.mockImplementation(async () => {
      await gate;
      return GRADED;
    });
    clock.online = false;
    await outbox.submit('essay', { essay: 'e', essay_type: 'iwa', subject: 'ap_seminar' });
    clock.now += 1;
    await outbox.submit('saq', REQUEST);
    // start() flushes; every refresh during the send sets the timer for the SAQ, which is due at once.
    stops.push(outbox.start());
    await until(() => send.mock.calls.length === 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(send.mock.calls.map(([kind]) => kind)).toEqual(['essay']);
    release();
    await until(() => outbox.snapshot().every((item) => item.status === 'graded'));
    expect(send.mock.calls.map(([kind]) => kind)).toEqual(['essay', 'saq']);
  });

  it('keeps waiting items across a reload and sends them from the new page', async () => {
    const { outbox, clock, options } = setup([]);
    clock.online = false;
    const { id } = (await outbox.submit('saq', REQUEST)) as { id: string };
    const send = vi.fn(async () => GRADED);
    const reloaded = createOutbox({ ...options, send: send as OutboxOptions['send'] });
    await reloaded.refresh();
    expect(reloaded.snapshot().map((item) => item.id)).toEqual([id]);
    await reloaded.flush({ force: true });
    expect(send).toHaveBeenCalledWith('saq', REQUEST);
    expect(reloaded.snapshot()[0]).toMatchObject({ id, status: 'graded', result: RESULT });
  });

  it('a 4xx takes the item out of the waiting list with its error, and it is never sent again', async () => {
    const { outbox, send, clock } = setup([REJECTED]);
    clock.online = false;
    await outbox.submit('saq', REQUEST);
    await outbox.flush({ force: true });
    expect(outbox.snapshot()[0]).toMatchObject({ status: 'failed', error: 'Failed to contact AI grading service.' });
    await outbox.flush({ force: true });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a network failure or a 5xx in the background waits with a growing back-off', async () => {
    const { outbox, send, clock } = setup([NETWORK, SERVER, GRADED]);
    clock.online = false;
    await outbox.submit('saq', REQUEST);
    await outbox.flush({ force: true });
    expect(outbox.snapshot()[0]).toMatchObject({ status: 'waiting', attempts: 1, nextAttemptAt: clock.now + BACKOFF_BASE_MS });
    await outbox.flush(); // the timer's flush before the back-off has passed sends nothing
    expect(send).toHaveBeenCalledTimes(1);
    clock.now += BACKOFF_BASE_MS;
    await outbox.flush();
    expect(outbox.snapshot()[0]).toMatchObject({ status: 'waiting', attempts: 2, nextAttemptAt: clock.now + 2 * BACKOFF_BASE_MS });
    clock.now += 2 * BACKOFF_BASE_MS;
    await outbox.flush();
    expect(outbox.snapshot()[0]).toMatchObject({ status: 'graded', attempts: 3 });
  });

  it('the back-off timer sends the item when it is due', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { outbox, send, clock } = setup([NETWORK, GRADED]);
    clock.online = false;
    await outbox.submit('saq', REQUEST);
    stops.push(outbox.start());
    await vi.waitFor(() => expect(outbox.snapshot()[0]?.attempts).toBe(1));
    clock.now += BACKOFF_BASE_MS;
    await vi.advanceTimersByTimeAsync(BACKOFF_BASE_MS);
    await vi.waitFor(() => expect(outbox.snapshot()[0]?.status).toBe('graded'));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('server trouble that outlasts its retries fails with its error; network failures keep waiting', async () => {
    const { outbox, clock } = setup(Array.from({ length: MAX_SERVER_ATTEMPTS }, () => SERVER));
    clock.online = false;
    await outbox.submit('saq', REQUEST);
    for (let i = 0; i < MAX_SERVER_ATTEMPTS; i++) await outbox.flush({ force: true });
    expect(outbox.snapshot()[0]).toMatchObject({ status: 'failed', error: 'Failed to contact AI grading service.' });

    const network = setup(Array.from({ length: MAX_SERVER_ATTEMPTS + 2 }, () => NETWORK));
    network.clock.online = false;
    await network.outbox.submit('saq', REQUEST);
    for (let i = 0; i < MAX_SERVER_ATTEMPTS + 2; i++) await network.outbox.flush({ force: true });
    expect(network.outbox.snapshot()[0]).toMatchObject({ status: 'waiting' });
  });

  it('while the student waits online: a result is kept, an error is answered at once and the item removed, a network failure queues', async () => {
    const { outbox } = setup([GRADED, SERVER, REJECTED, NETWORK]);
    const graded = await outbox.submit('saq', REQUEST);
    expect(graded).toEqual({ state: 'graded', id: expect.any(String) });
    expect(await outbox.submit('saq', REQUEST)).toEqual({ state: 'failed', error: 'Failed to contact AI grading service.' });
    expect(await outbox.submit('saq', REQUEST)).toEqual({ state: 'failed', error: 'Failed to contact AI grading service.' });
    const queued = await outbox.submit('saq', REQUEST);
    expect(queued).toEqual({ state: 'queued', id: expect.any(String) });
    expect(outbox.snapshot().map((item) => item.status).sort()).toEqual(['graded', 'waiting']);
    await outbox.remove((graded as { id: string }).id);
    expect(outbox.snapshot().map((item) => item.id)).toEqual([(queued as { id: string }).id]);
  });

  it('signed out, a grading waits for a sign-in, and is sent only once the student who signs in says it is theirs', async () => {
    const { outbox, send, clock, switchAccount } = setup([GRADED]);
    clock.account = null;
    const outcome = await outbox.submit('essay', { essay: 'e', essay_type: 'iwa', subject: 'ap_seminar' });
    expect(outcome).toEqual({ state: 'sign-in', id: expect.any(String) });
    stops.push(outbox.start());
    await outbox.flush({ force: true });
    expect(send).not.toHaveBeenCalled();
    expect(outbox.snapshot()[0]).toMatchObject({ status: 'waiting', waitingFor: 'sign-in', owner: null });
    // Someone signs in on the shared computer: nothing is sent, charged or shown under their account by itself.
    switchAccount('uid-7');
    for (let i = 0; i < 3; i++) await outbox.flush({ force: true });
    expect(send).not.toHaveBeenCalled();
    expect(outbox.snapshot()[0]).toMatchObject({ status: 'waiting', owner: null });
    await outbox.adopt();
    await until(() => outbox.snapshot()[0]?.status === 'graded');
    expect(send).toHaveBeenCalledTimes(1);
    expect(outbox.snapshot()[0]).toMatchObject({ owner: 'uid-7', result: RESULT });
  });

  it('a 401 is not final: the item waits until a student is signed in again, then is sent again', async () => {
    const { outbox, send, clock, switchAccount } = setup([SIGN_IN, GRADED]);
    stops.push(outbox.start());
    clock.online = false;
    await outbox.submit('saq', REQUEST);
    clock.online = true;
    await outbox.flush({ force: true });
    expect(outbox.snapshot()[0]).toMatchObject({ status: 'waiting', waitingFor: 'sign-in', owner: 'uid-1', attempts: 0, error: SIGN_IN.error });
    switchAccount(null); // signed out: nothing is sent
    await outbox.flush({ force: true });
    expect(send).toHaveBeenCalledTimes(1);
    switchAccount('uid-1');
    await until(() => outbox.snapshot()[0]?.status === 'graded');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("a student's waiting items are never sent while another student is signed in", async () => {
    const { outbox, send, clock, switchAccount } = setup([GRADED]);
    clock.online = false;
    await outbox.submit('saq', REQUEST);
    switchAccount('uid-2');
    await outbox.flush({ force: true });
    expect(send).not.toHaveBeenCalled();
    switchAccount('uid-1');
    await outbox.flush({ force: true });
    expect(outbox.snapshot()[0]).toMatchObject({ status: 'graded', owner: 'uid-1' });
  });

  it('the daily ceiling keeps the item until its Retry-After, like a 429, with the server\'s words', async () => {
    const RESTING: SendOutcome = {
      outcome: 'retry',
      error: 'Grading is resting until tomorrow: too many gradings today across Pocket AP. Your answers are saved.',
      status: 503,
      retryAfterMs: 7_200_000,
      waitFor: 'daily-ceiling',
    };
    const { outbox, send, clock } = setup([RESTING, RESTING, GRADED]);
    expect(await outbox.submit('essay', { essay: 'e', essay_type: 'iwa', subject: 'ap_seminar' })).toEqual({ state: 'queued', id: expect.any(String), error: RESTING.error });
    expect(outbox.snapshot()[0]).toMatchObject({ status: 'waiting', waitingFor: 'daily-ceiling', attempts: 0, nextAttemptAt: clock.now + 7_200_000, error: RESTING.error });
    await outbox.flush({ force: true });
    expect(send).toHaveBeenCalledTimes(1);
    // Still resting at the time it named: it waits again, never fails, however many days it takes.
    clock.now += 7_200_000;
    await outbox.flush();
    expect(outbox.snapshot()[0]).toMatchObject({ status: 'waiting', waitingFor: 'daily-ceiling', attempts: 0 });
    clock.now += 7_200_000;
    await outbox.flush();
    expect(outbox.snapshot()[0]).toMatchObject({ status: 'graded', result: RESULT });
  });

  it('an unconfirmed email keeps the item; returning to the page (a forced flush) sends it at once once confirmed', async () => {
    const UNCONFIRMED: SendOutcome = {
      outcome: 'retry',
      error: 'Confirm your email address to grade: open the link we sent you, then come back here.',
      status: 403,
      retryAfterMs: 120_000,
      waitFor: 'verification',
    };
    const { outbox, send, clock } = setup([UNCONFIRMED, UNCONFIRMED, GRADED]);
    await outbox.submit('saq', REQUEST);
    expect(outbox.snapshot()[0]).toMatchObject({ status: 'waiting', waitingFor: 'verification', attempts: 0, nextAttemptAt: clock.now + 120_000, error: UNCONFIRMED.error });
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(1); // not due yet
    await outbox.flush({ force: true });
    expect(send).toHaveBeenCalledTimes(2);
    expect(outbox.snapshot()[0]).toMatchObject({ status: 'waiting', waitingFor: 'verification' });
    await outbox.flush({ force: true });
    expect(outbox.snapshot()[0]).toMatchObject({ status: 'graded', result: RESULT });
  });

  it("a 429 keeps the item until its Retry-After: coming back online or to the page does not send it sooner", async () => {
    const { outbox, send, clock } = setup([USED_UP, GRADED]);
    const outcome = await outbox.submit('saq', REQUEST); // the student is watching: the text is shown, the item kept
    expect(outcome).toEqual({ state: 'queued', id: expect.any(String), error: USED_UP.error });
    expect(outbox.snapshot()[0]).toMatchObject({ status: 'waiting', waitingFor: 'retry-after', nextAttemptAt: clock.now + 3_600_000, error: USED_UP.error });
    await outbox.flush({ force: true });
    clock.now += 3_600_000 - 1;
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(1);
    clock.now += 1;
    await outbox.flush();
    expect(outbox.snapshot()[0]).toMatchObject({ status: 'graded', result: RESULT });
  });

  it('an item that cannot be read is set aside with its text, never sent nor deleted, and the others still go', async () => {
    const { outbox, send, clock, options } = setup([GRADED]);
    clock.online = false;
    const { id } = (await outbox.submit('saq', REQUEST)) as { id: string };
    const store = createStore(options.dbName, 'items');
    // What an older or broken build might have left: no status, no createdAt, an answer the student wrote.
    await set('broken-1', { id: 'broken-1', kind: 'saq', owner: 'uid-1', request: { answers: ['My early answer about Jamestown', '', ''] } }, store);
    await set('broken-2', 'not even an object', store);
    await outbox.flush({ force: true });
    expect(send).toHaveBeenCalledTimes(1);
    expect(outbox.snapshot()).toEqual([expect.objectContaining({ id, status: 'graded' })]);
    const aside = outbox.setAside();
    expect(aside).toHaveLength(2);
    expect(aside.find((item) => item.owner === 'uid-1')?.texts).toEqual(['My early answer about Jamestown']);
    expect(aside.map((item) => item.texts).flat()).toContain('not even an object');
    // Kept in the database under its set-aside key, word for word; a second read does not move it again.
    const stored = (await keys(store)).map(String).filter((key) => key.startsWith('unreadable:'));
    expect(stored).toHaveLength(2);
    expect(await get(aside.find((item) => item.owner === 'uid-1')!.key, store)).toMatchObject({ request: { answers: ['My early answer about Jamestown', '', ''] } });
    await outbox.refresh();
    expect(outbox.setAside().map((item) => item.key).sort()).toEqual(stored.sort());
  });

  it('a 500, 502 or 504, or the browser\'s own timeout (the model may have been paid) is sent once more at most, then fails; other 5xx keep their retries', async () => {
    for (const paid of [TIMED_OUT, UNREADABLE, CRASHED, BROWSER_TIMEOUT]) {
      const { outbox, send, clock } = setup([paid, paid, GRADED]);
      clock.online = false;
      await outbox.submit('saq', REQUEST);
      for (let i = 0; i < MAX_PAID_ATTEMPTS + 2; i++) await outbox.flush({ force: true });
      expect(send).toHaveBeenCalledTimes(MAX_PAID_ATTEMPTS);
      expect(outbox.snapshot()[0]).toMatchObject({ status: 'failed', error: (paid as { error: string }).error, paidFailures: MAX_PAID_ATTEMPTS });
    }
    // A network failure or a 503 in between does not use up the paid retry.
    const mixed = setup([NETWORK, TIMED_OUT, SERVER, GRADED]);
    mixed.clock.online = false;
    await mixed.outbox.submit('saq', REQUEST);
    for (let i = 0; i < 4; i++) await mixed.outbox.flush({ force: true });
    expect(mixed.outbox.snapshot()[0]).toMatchObject({ status: 'graded', paidFailures: 1 });
  });

  it('after a reload mid-send, the lease the closed page left is over at once where Web Locks say nobody holds it', async () => {
    const { outbox, clock, options } = setup([]);
    clock.online = false;
    const { id } = (await outbox.submit('saq', REQUEST)) as { id: string };
    const store = createStore(options.dbName, 'items');
    // The page was reloaded while sending: the item still says so, with a lease 90 s long.
    await set(id, { ...(await get<OutboxItem>(id, store))!, status: 'sending', attempts: 1, leaseUntil: clock.now + LEASE_MS }, store);
    const held = new Set<string>();
    const locks: OutboxOptions['locks'] = {
      request: (async (name: string, _options: unknown, callback: (lock: unknown) => unknown) => {
        if (held.has(name)) return callback(null);
        held.add(name);
        try {
          return await callback({ name });
        } finally {
          held.delete(name);
        }
      }) as never,
    };
    const send = vi.fn(async () => GRADED);
    const reloaded = createOutbox({ ...options, send: send as OutboxOptions['send'], locks });
    await reloaded.flush({ force: true }); // the clock has not moved: only the lock can say the lease is over
    expect(send).toHaveBeenCalledTimes(1);
    expect(reloaded.snapshot()[0]).toMatchObject({ id, status: 'graded' });

    // A lease another live tab holds (its lock taken) is left alone.
    const other = setup([]);
    other.clock.online = false;
    const second = (await other.outbox.submit('saq', REQUEST)) as { id: string };
    await set(second.id, { ...(await get<OutboxItem>(second.id, createStore(other.options.dbName, 'items')))!, status: 'sending', leaseUntil: other.clock.now + LEASE_MS }, createStore(other.options.dbName, 'items'));
    held.add(`${other.options.dbName}:${second.id}`);
    const sendOther = vi.fn(async () => GRADED);
    await createOutbox({ ...other.options, send: sendOther as OutboxOptions['send'], locks }).flush({ force: true });
    expect(sendOther).not.toHaveBeenCalled();
  });

  it('without Web Locks, the timer wakes when a lease left by a closed page runs out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { outbox, clock, options } = setup([]);
    clock.online = false;
    const { id } = (await outbox.submit('saq', REQUEST)) as { id: string };
    const store = createStore(options.dbName, 'items');
    await set(id, { ...(await get<OutboxItem>(id, store))!, status: 'sending', leaseUntil: clock.now + LEASE_MS }, store);
    const send = vi.fn(async () => GRADED);
    const reloaded = createOutbox({ ...options, send: send as OutboxOptions['send'], locks: null });
    stops.push(reloaded.start());
    await vi.waitFor(() => expect(reloaded.snapshot()).toHaveLength(1));
    expect(send).not.toHaveBeenCalled();
    clock.now += LEASE_MS;
    await vi.advanceTimersByTimeAsync(LEASE_MS);
    await vi.waitFor(() => expect(reloaded.snapshot()[0]?.status).toBe('graded'));
    expect(send).toHaveBeenCalledTimes(1);
  });
});
