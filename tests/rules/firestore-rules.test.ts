/**
 * firestore.rules against the Firestore emulator (tests/support/firestore-emulator-global-setup.ts): each student
 * reads and writes only their own records, in the one shape of src/shared/sync/record.ts. docs/architecture.md#sync
 */
import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, inject, it } from 'vitest';
import { recordId, toDocument, type SyncRecord } from '../../src/shared/sync/record';

let env: RulesTestEnvironment;

beforeAll(async () => {
  const [host, port] = inject('firestoreEmulatorHost').split(':');
  env = await initializeTestEnvironment({
    projectId: 'demo-pocket-ap-rules',
    firestore: { host, port: Number(port), rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8') },
  });
});
afterAll(() => env?.cleanup());
beforeEach(() => env.clearFirestore());

const alice = () => env.authenticatedContext('alice').firestore() as unknown as Firestore;
const bob = () => env.authenticatedContext('bob').firestore() as unknown as Firestore;
const signedOut = () => env.unauthenticatedContext().firestore() as unknown as Firestore;

const deck: SyncRecord<unknown> = { kind: 'deck', key: 'deck-17', clock: 1_700_000_000_000, deleted: false, device: 'laptop-1', data: { title: 'Unit 6', cards: [] } };
const fields = (record: SyncRecord<unknown> = deck) => ({ ...toDocument(record), updatedAt: serverTimestamp() });
const path = (uid: string, record: SyncRecord<unknown> = deck) => `users/${uid}/records/${recordId(record.kind, record.key)}`;

/** Alice's deck, written past the rules. */
async function seedAliceDeck() {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore() as unknown as Firestore, path('alice')), fields());
  });
}

describe('the owner', () => {
  it('creates, reads, lists, updates with a later clock and deletes their own records', async () => {
    await assertSucceeds(setDoc(doc(alice(), path('alice')), fields()));
    await assertSucceeds(getDoc(doc(alice(), path('alice'))));
    await assertSucceeds(getDocs(collection(alice(), 'users/alice/records')));
    await assertSucceeds(setDoc(doc(alice(), path('alice')), fields({ ...deck, clock: deck.clock + 1, deleted: true, data: null })));
    await assertSucceeds(deleteDoc(doc(alice(), path('alice'))));
  });

  it('writes their user document with the record format version', async () => {
    await assertSucceeds(setDoc(doc(alice(), 'users/alice'), { schema: 1, updatedAt: serverTimestamp() }));
    await assertSucceeds(getDoc(doc(alice(), 'users/alice')));
    await assertFails(setDoc(doc(alice(), 'users/alice'), { schema: 1, updatedAt: serverTimestamp(), admin: true }));
  });

  it('may store a record of exactly 200,000 characters of data', async () => {
    const big = { ...deck, data: 'x'.repeat(200_000 - 2) }; // JSON adds the two quotes
    await assertSucceeds(setDoc(doc(alice(), path('alice', big)), fields(big)));
  });
});

describe('another account', () => {
  beforeEach(seedAliceDeck);

  it('cannot read, list, overwrite or delete them', async () => {
    await assertFails(getDoc(doc(bob(), path('alice'))));
    await assertFails(getDocs(collection(bob(), 'users/alice/records')));
    await assertFails(setDoc(doc(bob(), path('alice')), fields({ ...deck, clock: deck.clock + 5 })));
    await assertFails(deleteDoc(doc(bob(), path('alice'))));
    await assertFails(getDoc(doc(bob(), 'users/alice')));
  });
});

describe('signed out', () => {
  beforeEach(seedAliceDeck);

  it('cannot read or write anything', async () => {
    await assertFails(getDoc(doc(signedOut(), path('alice'))));
    await assertFails(getDocs(collection(signedOut(), 'users/alice/records')));
    await assertFails(setDoc(doc(signedOut(), path('anyone')), fields()));
    await assertFails(setDoc(doc(signedOut(), 'users/anyone'), { schema: 1, updatedAt: serverTimestamp() }));
  });
});

describe('the shape and size', () => {
  const denied = (data: Record<string, unknown>, where = path('alice')) => assertFails(setDoc(doc(alice(), where), data));

  it('denies an oversized document', async () => {
    await denied({ ...fields(), data: 'x'.repeat(200_001) });
  });

  it('denies a missing or extra field, an unknown kind, wrong types and a long key', async () => {
    const { device: _device, ...noDevice } = fields();
    await denied(noDevice);
    await denied({ ...fields(), owner: 'alice' });
    await denied({ ...fields(), kind: 'secret' }, 'users/alice/records/secret~deck-17');
    await denied({ ...fields(), clock: '17' });
    await denied({ ...fields(), clock: 0 });
    await denied({ ...fields(), deleted: 'no' });
    await denied({ ...fields(), data: { title: 'a map, not JSON text' } });
    await denied({ ...fields(), device: 'has spaces' });
    const long = { ...deck, key: 'k'.repeat(201) };
    await denied({ ...fields(), key: long.key }, path('alice', long));
  });

  it('denies an id that is not "<kind>~<key>", a tombstone with data, and a client-made time', async () => {
    await denied(fields(), 'users/alice/records/note~deck-17');
    await denied({ ...fields(), deleted: true });
    await denied({ ...fields(), updatedAt: Timestamp.fromMillis(0) });
  });

  it('denies documents anywhere else', async () => {
    await assertFails(setDoc(doc(alice(), 'shared/alice'), { x: 1 }));
    await assertFails(setDoc(doc(alice(), 'users/alice/other/x'), fields()));
  });
});

describe('last change wins', () => {
  beforeEach(seedAliceDeck);

  it('denies an update with an earlier or equal clock, or one that changes kind or key', async () => {
    await assertFails(setDoc(doc(alice(), path('alice')), fields({ ...deck, clock: deck.clock - 1, data: { title: 'stale' } })));
    await assertFails(setDoc(doc(alice(), path('alice')), fields({ ...deck, data: { title: 'same clock' } })));
    await assertFails(updateDoc(doc(alice(), path('alice')), { key: 'deck-18', clock: deck.clock + 1, updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(alice(), path('alice')), { clock: deck.clock + 1, data: '{"title":"renamed"}', updatedAt: serverTimestamp() }));
  });
});
