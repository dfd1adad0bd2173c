import { createStore, entries, get, promisifyRequest, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, essayDraftStoreFor } from './essay-draft';

/** Writes a draft as the grader did before its database was renamed, closing the connection after. */
async function saveUnderOldName(draft: unknown) {
  const open = indexedDB.open('pocket-ap-essay-grader');
  open.onupgradeneeded = () => open.result.createObjectStore('keyval');
  const db = await promisifyRequest(open);
  const tx = db.transaction('keyval', 'readwrite');
  tx.objectStore('keyval').put(draft, 'draft');
  await promisifyRequest(tx);
  db.close();
}

describe('the essay draft store', () => {
  it('moves a draft saved under the old database name to the new one, then deletes the old database', async () => {
    const draft = { ...EMPTY_DRAFT, essay: 'Written before the rename' };
    await saveUnderOldName(draft);
    expect(await essayDraftStoreFor(null).load()).toEqual(draft);
    expect(await get('draft', createStore('pocket-ap:essay-grader', 'keyval'))).toEqual(draft);
    await expect.poll(async () => (await indexedDB.databases()).map((db) => db.name)).not.toContain('pocket-ap-essay-grader');
  });

  it('keeps each account apart, and sets a malformed draft aside (an unreadable result alone is dropped)', async () => {
    const db = createStore('pocket-ap:essay-grader', 'keyval');
    const mine = essayDraftStoreFor('uid-a');
    mine.save({ ...EMPTY_DRAFT, essay: 'Mine' });
    await mine.flush();
    expect(await essayDraftStoreFor('uid-b').load()).toBeUndefined();
    expect(await get('draft:uid-a', db)).toMatchObject({ essay: 'Mine' });

    await set('draft:uid-c', { essay: 42, essayType: 'poem' }, db);
    expect(await essayDraftStoreFor('uid-c').load()).toBeUndefined();
    expect(await get('draft:uid-c', db)).toBeUndefined();
    const aside = (await entries(db)).filter(([key]) => String(key).startsWith('unreadable:draft:uid-c:'));
    expect(aside.map(([, value]) => value)).toEqual([{ essay: 42, essayType: 'poem' }]);

    await set('draft:uid-d', { ...EMPTY_DRAFT, essay: 'Kept', result: { grading: 7 } }, db);
    expect(await essayDraftStoreFor('uid-d').load()).toEqual({ ...EMPTY_DRAFT, essay: 'Kept' });
  });
});
