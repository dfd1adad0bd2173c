import { createStore, get, promisifyRequest } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, essayDraftStore } from './essay-draft';

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

describe('essayDraftStore', () => {
  it('moves a draft saved under the old database name to the new one, then deletes the old database', async () => {
    const draft = { ...EMPTY_DRAFT, essay: 'Written before the rename' };
    await saveUnderOldName(draft);
    expect(await essayDraftStore.load()).toEqual(draft);
    expect(await get('draft', createStore('pocket-ap:essay-grader', 'keyval'))).toEqual(draft);
    await expect.poll(async () => (await indexedDB.databases()).map((db) => db.name)).not.toContain('pocket-ap-essay-grader');
  });
});
