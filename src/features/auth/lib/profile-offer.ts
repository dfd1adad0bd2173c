/**
 * Profile setup opens by itself once per account on a device (docs/product.md#accounts): once it has been shown
 * (saved, "Not now" or closed), it no longer opens at each sign-in; Edit Profile still opens it, and notes show
 * "A Pocket AP student" until a username is chosen.
 */
import { LOCAL_STORAGE_KEYS } from '../../../shared/storage/keys';
import { readLocal, writeLocal } from '../../../shared/storage/local-storage';

const KEY = LOCAL_STORAGE_KEYS.profileOffered;

function offeredUids(): string[] {
  try {
    const value: unknown = JSON.parse(readLocal(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((uid): uid is string => typeof uid === 'string') : [];
  } catch {
    return []; // unreadable: ask again, which loses nothing
  }
}

export function markProfileSetupOffered(uid: string): void {
  const uids = offeredUids();
  if (!uids.includes(uid)) writeLocal(KEY, JSON.stringify([...uids, uid].slice(-20)));
}

/** Whether setup was already offered to this account on this device. */
export function wasProfileSetupOffered(uid: string): boolean {
  return offeredUids().includes(uid);
}
