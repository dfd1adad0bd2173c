import { entries, set } from 'idb-keyval';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import type { IdbDatabase } from './keys';
import { database, defineRecord, defineRecordFamily, subscribeRecordChanges, type RecordChange } from './record';

const db = (name: string) => `record-test-${name}` as IdbDatabase;
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe('defineRecord', () => {
  it('keeps an account record under `<key>:<uid>` and signed out under `<key>`; a device record under `<key>` for anyone', async () => {
    const account = defineRecord({ name: 'a', db: db('scope'), key: 'draft', scope: 'account', schema: z.string(), version: 1, delayMs: 0 });
    const device = defineRecord({ name: 'd', db: db('scope'), key: 'sheet', scope: 'device', schema: z.string(), version: 1, delayMs: 0 });
    account('uid-1').save('mine');
    account(null).save('signed out');
    device('uid-1').save('the device’s');
    await Promise.all([account('uid-1').flush(), account(null).flush(), device('uid-1').flush()]);
    expect(new Map(await entries(database(db('scope'))))).toEqual(new Map([['draft:uid-1', 'mine'], ['draft', 'signed out'], ['sheet', 'the device’s']]));
    expect(await device(null).load()).toBe('the device’s');
  });

  it('sets an unreadable value aside with its text, never over an earlier one, and reads as empty', async () => {
    const record = defineRecord({ name: 'u', db: db('aside'), key: 'history', scope: 'account', schema: z.array(z.number()), version: 1, delayMs: 0 });
    await set('history:sam', 'not a list', database(db('aside')));
    expect(await record('sam').read()).toEqual({ status: 'unreadable' });
    await set('history:sam', { also: 'not a list' }, database(db('aside')));
    expect(await record('sam').load()).toBeUndefined();
    const kept = (await entries(database(db('aside')))).filter(([key]) => String(key).startsWith('unreadable:history:sam:'));
    expect(kept.map(([, value]) => value)).toEqual(expect.arrayContaining(['not a list', { also: 'not a list' }]));
    expect(kept).toHaveLength(2);
    expect(await record('sam').read()).toEqual({ status: 'missing' });
  });

  it('reads an older version through its migration', async () => {
    const record = defineRecord({
      name: 'm',
      db: db('migrate'),
      key: 'prefs',
      scope: 'device',
      schema: z.object({ version: z.literal(2), size: z.number() }),
      version: 2,
      migrate: (stored) => (typeof stored === 'number' ? { version: 2, size: stored } : stored),
    });
    await set('prefs', 14, database(db('migrate')));
    expect(await record(null).load()).toEqual({ version: 2, size: 14 });
  });

  it('tells subscribers of every write and clear, after it landed', async () => {
    const changes: RecordChange[] = [];
    stops.push(subscribeRecordChanges((change) => changes.push(change)));
    const family = defineRecordFamily({ name: 'f', db: db('changes'), prefix: 'draft:', keyPattern: 'draft:<id>', scope: 'account', schema: z.string(), version: 1 });
    const store = family('p1')('uid-2');
    store.save('typed');
    expect(changes).toEqual([]);
    await store.flush();
    await store.clear();
    expect(changes).toEqual([
      { record: 'f', scope: 'account', db: db('changes'), key: 'draft:p1:uid-2', owner: 'uid-2', value: 'typed' },
      { record: 'f', scope: 'account', db: db('changes'), key: 'draft:p1:uid-2', owner: 'uid-2', value: undefined },
    ]);
  });

  it('lists a device family, setting unreadable members aside', async () => {
    const family = defineRecordFamily({ name: 'l', db: db('list'), prefix: 'attempt:', keyPattern: 'attempt:<id>', scope: 'device', schema: z.number(), version: 1 });
    await set('attempt:a', 1, database(db('list')));
    await set('attempt:b', 'two', database(db('list')));
    await set('sheet', 'not a member', database(db('list')));
    const { values, setAside } = await family.list();
    expect([...values]).toEqual([['a', 1]]);
    expect(setAside).toBe(1);
  });
});
