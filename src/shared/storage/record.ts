/**
 * The one way a record is stored on the device (docs/architecture.md#data-layer): a name, a key, a scope (the
 * account's or the device's), a zod schema, a version with its migration, and one policy for a value that fails its
 * schema: it is set aside under `unreadable:<key>:<time>` with its text, never dropped and never overwritten, and the
 * record reads as empty. Every write lands here, so `subscribeRecordChanges` sees each one (for a later sync).
 * This module imports no zod (it is on the first load); each record's module brings its schema.
 */
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import type { ZodType } from 'zod';
import { createDebouncedStore, type DebouncedStore, type DebouncedStoreOptions } from './debounced-store';
import type { IdbDatabase } from './keys';

/** An account's records go with its sign-in (`<key>:<uid>`, or `<key>` signed out); a device's are the device's. */
export type Scope = 'account' | 'device';

export interface RecordSpec<T> {
  /** Names the record in the table (docs/architecture.md#data-layer) and in change events. */
  name: string;
  db: IdbDatabase;
  key: string;
  scope: Scope;
  /** What a stored value must be (after `migrate`); its output is what the app reads. */
  schema: ZodType<T>;
  /** The version the schema reads; `migrate` brings older stored values up to it. */
  version: number;
  migrate?: (stored: unknown) => unknown;
  /** The stored form of a value, when it is not the value itself (dates as text). */
  encode?: (value: T) => unknown;
  /** Typing pause before a save is written (ms); 0 writes on the next tick. */
  delayMs?: number;
}

export type Loaded<T> = { status: 'ok'; value: T } | { status: 'missing' } | { status: 'unreadable' };
/** A record's store: `load` reads undefined for nothing stored or set aside; `read` tells the two apart. */
export interface RecordStore<T> extends DebouncedStore<T> {
  read(): Promise<Loaded<T>>;
}

/** A record's stores, one per account (device records: the same store whatever the owner). */
export interface StoredRecord<T> {
  (owner: string | null): RecordStore<T>;
  readonly spec: RecordSpec<T>;
  /** A store of its own that also tells `onWrite` how each write went (a full disk), made anew for each call. */
  open(owner: string | null, options: DebouncedStoreOptions): RecordStore<T>;
}
/** What screens and hooks take: the store of a record for an account. */
export type AccountStores<T> = (owner: string | null) => DebouncedStore<T>;

export interface RecordChange {
  record: string;
  scope: Scope;
  db: IdbDatabase;
  /** The key as stored, the owner's suffix included. */
  key: string;
  owner: string | null;
  /** The stored form written; undefined when the record was cleared. */
  value: unknown;
}

const listeners = new Set<(change: RecordChange) => void>();
/** Told of every write and clear of every record, after it landed. */
export function subscribeRecordChanges(listener: (change: RecordChange) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const announce = (change: RecordChange) => listeners.forEach((listener) => listener(change));

/** Every record defined so far, for the record table and its test. */
export const recordTable: { name: string; db: IdbDatabase; key: string; scope: Scope; version: number }[] = [];

const databases = new Map<string, UseStore>();
export const database = (db: IdbDatabase): UseStore => {
  let store = databases.get(db);
  if (!store) databases.set(db, (store = createStore(db, 'keyval')));
  return store;
};

export const SET_ASIDE_PREFIX = 'unreadable:';
/** Keeps an unreadable value under `unreadable:<key>:<time>` (a free name: nothing set aside is overwritten), then frees its key. */
export async function setAside(db: IdbDatabase, key: string, raw: unknown, now = Date.now()): Promise<void> {
  let name = `${SET_ASIDE_PREFIX}${key}:${now}`;
  for (let n = 1; (await get(name, database(db))) !== undefined; n++) name = `${SET_ASIDE_PREFIX}${key}:${now}-${n}`;
  await set(name, raw, database(db));
  await del(key, database(db));
}

export const ownedKey = (key: string, scope: Scope, owner: string | null) => (scope === 'account' && owner ? `${key}:${owner}` : key);

/** The value stored at `key`, read through the record's migration and schema; an unreadable one is set aside. */
async function readChecked<T>(spec: RecordSpec<T>, key: string, raw: unknown): Promise<Loaded<T>> {
  if (raw === undefined) return { status: 'missing' };
  const parsed = spec.schema.safeParse(spec.migrate ? spec.migrate(raw) : raw);
  if (parsed.success) return { status: 'ok', value: parsed.data };
  await setAside(spec.db, key, raw);
  return { status: 'unreadable' };
}

function openStore<T>(spec: RecordSpec<T>, owner: string | null, options: DebouncedStoreOptions = {}): RecordStore<T> {
  const key = ownedKey(spec.key, spec.scope, owner);
  const change = (value: unknown) => announce({ record: spec.name, scope: spec.scope, db: spec.db, key, owner: spec.scope === 'account' ? owner : null, value });
  const raw = createDebouncedStore<unknown>(spec.db, key, spec.delayMs, {
    onWrite(error, value) {
      options.onWrite?.(error, value);
      if (error === null) change(value);
    },
  });
  const read = async () => readChecked(spec, key, await raw.load());
  return {
    read,
    load: async () => {
      const loaded = await read();
      return loaded.status === 'ok' ? loaded.value : undefined;
    },
    save: (value) => raw.save(spec.encode ? spec.encode(value) : value),
    flush: raw.flush,
    async clear() {
      await raw.clear();
      change(undefined);
    },
  };
}

export function defineRecord<T>(spec: RecordSpec<T>): StoredRecord<T> {
  recordTable.push({ name: spec.name, db: spec.db, key: spec.key, scope: spec.scope, version: spec.version });
  const stores = new Map<string, RecordStore<T>>();
  const record = (owner: string | null) => {
    const key = ownedKey(spec.key, spec.scope, owner);
    let store = stores.get(key);
    if (!store) stores.set(key, (store = openStore(spec, owner)));
    return store;
  };
  return Object.assign(record, { spec, open: (owner: string | null, options: DebouncedStoreOptions) => openStore(spec, owner, options) });
}

export interface RecordFamilySpec<T> extends Omit<RecordSpec<T>, 'key'> {
  /** Every member's key is this prefix and its id (`draft:` + paper id). */
  prefix: string;
  /** How the key reads in the record table (`draft:<paper>`). */
  keyPattern: string;
}

/** Records of one kind, one per id (a draft per paper, an attempt per id); a device family can also be listed. */
export interface RecordFamily<T> {
  (id: string): StoredRecord<T>;
  readonly spec: RecordFamilySpec<T>;
  /** Every readable member of a device family by id; unreadable ones are set aside and counted. */
  list(): Promise<{ values: Map<string, T>; setAside: number }>;
  /** Writes several members at once (an import). */
  saveMany(values: ReadonlyMap<string, T>): Promise<void>;
}

export function defineRecordFamily<T>(spec: RecordFamilySpec<T>): RecordFamily<T> {
  recordTable.push({ name: spec.name, db: spec.db, key: spec.keyPattern, scope: spec.scope, version: spec.version });
  const members = new Map<string, StoredRecord<T>>();
  const memberSpec = (id: string): RecordSpec<T> => ({ ...spec, key: spec.prefix + id });
  const family = (id: string) => {
    let member = members.get(id);
    if (!member) {
      const mine = memberSpec(id);
      const stores = new Map<string, RecordStore<T>>();
      const record = (owner: string | null) => {
        const key = ownedKey(mine.key, mine.scope, owner);
        let store = stores.get(key);
        if (!store) stores.set(key, (store = openStore(mine, owner)));
        return store;
      };
      members.set(id, (member = Object.assign(record, { spec: mine, open: (owner: string | null, options: DebouncedStoreOptions) => openStore(mine, owner, options) })));
    }
    return member;
  };
  return Object.assign(family, {
    spec,
    async list() {
      if (spec.scope !== 'device') throw new Error(`${spec.name}: only a device family is listed`);
      const values = new Map<string, T>();
      let setAsideCount = 0;
      for (const [key, raw] of await entries(database(spec.db))) {
        if (typeof key !== 'string' || !key.startsWith(spec.prefix) || key.startsWith(SET_ASIDE_PREFIX)) continue;
        const loaded = await readChecked(memberSpec(key.slice(spec.prefix.length)), key, raw);
        if (loaded.status === 'ok') values.set(key.slice(spec.prefix.length), loaded.value);
        else setAsideCount += 1;
      }
      return { values, setAside: setAsideCount };
    },
    async saveMany(values: ReadonlyMap<string, T>) {
      await Promise.all(
        [...values].map(async ([id, value]) => {
          const store = family(id)(null);
          store.save(value);
          await store.flush();
        }),
      );
    },
  });
}
