import { createStore, entries, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { IDB_DATABASES } from '../../shared/storage/keys';
import { toAttemptRecord } from './attempt';
import { createSheetSaver, listAttempts, loadAttempt, loadSheet, parseAttempt, saveAttempt } from './exam-store';
import { initialSheet, sheetReducer } from './sheet-state';

const raw = createStore(IDB_DATABASES.mcqExam, 'keyval');
const key = [0, 1, 2, 3];

function submittedRecord(id: string, at: number) {
  const sheet = sheetReducer(sheetReducer(initialSheet(4, id, at - 1000), { type: 'select', question: 0, option: 0 }), {
    type: 'submit',
    now: at,
    key,
    limitMs: 1,
  });
  return toAttemptRecord(sheet, 'apush-mcq-2014', key)!;
}

describe('MCQ exam store', () => {
  it('saves the sheet and reads it back after a "reload"', async () => {
    const sheet = sheetReducer(initialSheet(4, 'r1', 5), { type: 'toggleFlag', question: 2 });
    const writes: unknown[] = [];
    const saver = createSheetSaver((error) => writes.push(error));
    saver.save({ version: 2, sheet });
    await saver.flush();
    expect(writes).toEqual([null]);
    expect(await loadSheet()).toEqual({ status: 'ok', value: sheet });
  });

  it('keeps the question and view the student is on, and still opens a sheet saved before it kept them', async () => {
    const onQuestion12 = sheetReducer(initialSheet(4, 'r2', 5), { type: 'goTo', question: 3, view: 'booklet' });
    const saver = createSheetSaver(() => {});
    saver.save({ version: 2, sheet: onQuestion12 });
    await saver.flush();
    expect(await loadSheet()).toMatchObject({ status: 'ok', value: { current: 3, view: 'booklet' } });

    // A version-1 value (no current, no view) as the exam wrote it before: its answers open at question 1.
    const { current: _current, view: _view, ...v1Sheet } = sheetReducer(initialSheet(4, 'r3', 5), { type: 'select', question: 2, option: 1 });
    const setAside = async () => (await entries(raw)).filter(([k]) => String(k).startsWith('unreadable:')).length;
    const asideBefore = await setAside();
    await set('sheet', { version: 1, sheet: v1Sheet }, raw);
    const loaded = await loadSheet();
    expect(loaded).toEqual({ status: 'ok', value: { ...v1Sheet, current: 0, view: 'question' } });
    expect(await setAside()).toBe(asideBefore);
  });

  it('sets an unreadable sheet aside instead of deleting it', async () => {
    await set('sheet', { version: 1, sheet: { answers: 'garbage' } }, raw);
    expect(await loadSheet()).toEqual({ status: 'unreadable' });
    expect(await loadSheet()).toEqual({ status: 'missing' });
    const aside = (await entries(raw)).filter(([k]) => String(k).startsWith('unreadable:sheet:'));
    expect(aside.map(([, v]) => v)).toContainEqual({ version: 1, sheet: { answers: 'garbage' } });
  });

  it('stores attempts, lists them newest first, and sets a corrupt record aside', async () => {
    await saveAttempt(submittedRecord('old-1', 1_000_000));
    await saveAttempt(submittedRecord('new-1', 2_000_000));
    await set('attempt:bad-1', { version: 99, id: 'bad-1' }, raw);
    const { attempts, setAside } = await listAttempts();
    expect(attempts.map((a) => a.id)).toEqual(['new-1', 'old-1']);
    expect(setAside).toBe(1);
    expect(await loadAttempt('bad-1')).toEqual({ status: 'missing' });
    expect((await entries(raw)).some(([k, v]) => String(k).startsWith('unreadable:attempt:bad-1:') && (v as { version: number }).version === 99)).toBe(true);
    const loaded = await loadAttempt('new-1');
    expect(loaded).toMatchObject({ status: 'ok', value: { id: 'new-1', correct: 1, total: 4, version: 1 } });
  });

  it('checks a record passed in navigation state with the same schema', () => {
    const record = submittedRecord('nav-1', 3_000_000);
    expect(parseAttempt(record)).toEqual(record);
    expect(parseAttempt({ ...record, version: 2 })).toBeNull();
  });

  it('reports an unreadable attempt read by id', async () => {
    await set('attempt:bad-2', 'not an object', raw);
    expect(await loadAttempt('bad-2')).toEqual({ status: 'unreadable' });
  });
});
