/**
 * Device data per account (`<key>:<uid>`, or `<key>` signed out); a stored value that fails its check is copied
 * aside (`unreadable:<key>:<time>`) and the page starts empty. See docs/architecture.md#device-storage.
 */
import { createStore, set } from 'idb-keyval';
import { createDebouncedStore, type DebouncedStore } from './debounced-store';

export type AccountStores<T> = (owner: string | null) => DebouncedStore<T>;

export const accountKey = (key: string, owner: string | null) => (owner ? `${key}:${owner}` : key);

export function createAccountStores<T>(dbName: string, key: string, parse: (value: unknown) => T | null, delayMs?: number): AccountStores<T> {
  const stores = new Map<string, DebouncedStore<T>>();
  return (owner) => {
    const name = accountKey(key, owner);
    let store = stores.get(name);
    if (!store) stores.set(name, (store = checked(dbName, name, createDebouncedStore<T>(dbName, name, delayMs), parse)));
    return store;
  };
}

function checked<T>(dbName: string, key: string, raw: DebouncedStore<T>, parse: (value: unknown) => T | null): DebouncedStore<T> {
  return {
    ...raw,
    async load() {
      const value: unknown = await raw.load();
      if (value === undefined) return undefined;
      const parsed = parse(value);
      if (parsed !== null) return parsed;
      await set(`unreadable:${key}:${Date.now()}`, value, createStore(dbName, 'keyval'));
      await raw.clear();
      return undefined;
    },
  };
}
