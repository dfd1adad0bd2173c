import { describe, expect, it } from 'vitest';
import { fsrs, Rating, createEmptyCard, type Grade } from 'ts-fsrs';
import { conflictCopy, isLater, mergeRecord, mergeSets, replayReviews, tick, touchQuestions, type SyncedSheet, type SyncedStudyRecord } from './merge';
import { fromDocument, recordId, toDocument, RECORD_KINDS, type RecordKind, type SyncRecord } from './record';

const rec = <T,>(kind: RecordKind, data: T | null, clock: number, device: string, deleted = false): SyncRecord<T> => ({ kind, key: 'k1', clock, device, deleted, data });

describe('the per-record clock', () => {
  it('never goes back: past the wall clock and past every clock seen', () => {
    expect(tick(0, 1_000)).toBe(1_000);
    expect(tick(5_000, 1_000)).toBe(5_001);
    expect(tick(999, 1_000)).toBe(1_000);
  });

  it('breaks a tie by device id, the same way on every device', () => {
    expect(isLater({ clock: 2, device: 'a' }, { clock: 1, device: 'z' })).toBe(true);
    expect(isLater({ clock: 1, device: 'b' }, { clock: 1, device: 'a' })).toBe(true);
    expect(isLater({ clock: 1, device: 'a' }, { clock: 1, device: 'b' })).toBe(false);
  });
});

describe('last change wins (prefs, quiz, mcq-attempt, grading)', () => {
  it.each(['prefs', 'quiz', 'mcq-attempt', 'grading'] as const)('%s: the later version whole, on either side', (kind) => {
    const older = rec(kind, { v: 1 }, 10, 'a');
    const newer = rec(kind, { v: 2 }, 20, 'b');
    expect(mergeRecord(older, newer).record.data).toEqual({ v: 2 });
    expect(mergeRecord(newer, older).record.data).toEqual({ v: 2 });
    expect(mergeRecord(older, newer).conflict).toBeUndefined();
  });
});

describe('tombstones', () => {
  it('a deleted deck does not come back from a device that was offline, even edited after the deletion', () => {
    const deletedOnPhone = rec('deck', null, 100, 'phone', true);
    const editedOffline = rec('deck', { title: 'Unit 6', cards: ['a'] }, 200, 'laptop');
    for (const [local, remote] of [
      [editedOffline, deletedOnPhone],
      [deletedOnPhone, editedOffline],
    ]) {
      const { record, conflict } = mergeRecord(local, remote, 50);
      expect(record).toMatchObject({ deleted: true, data: null, clock: 200 });
      expect(conflict).toBeUndefined();
    }
  });

  it.each(['note', 'review', 'mcq-attempt', 'grading'] as const)('%s: deletion wins too', (kind) => {
    expect(mergeRecord(rec(kind, { x: 1 }, 9, 'a'), rec(kind, null, 1, 'b', true)).record.deleted).toBe(true);
  });

  it('a draft cleared on one device and typed again later on another keeps the later text', () => {
    const cleared = rec('draft', null, 100, 'phone', true);
    const typed = rec('draft', { text: 'New essay' }, 200, 'laptop');
    expect(mergeRecord(cleared, typed).record).toMatchObject({ deleted: false, data: { text: 'New essay' } });
    expect(mergeRecord(rec('draft', { text: 'old' }, 50, 'laptop'), cleared).record.deleted).toBe(true);
  });
});

describe('typed records (deck, note, draft): nothing typed is lost', () => {
  it.each(['deck', 'note', 'draft'] as const)('%s edited on two devices offline: the later wins, the other is a conflict copy', (kind) => {
    const laptop = rec(kind, { text: 'typed on the laptop' }, 300, 'laptop');
    const phone = rec(kind, { text: 'typed on the phone' }, 250, 'phone');
    const { record, conflict } = mergeRecord(laptop, phone, 100);
    expect(record.data).toEqual({ text: 'typed on the laptop' });
    expect(conflict).toMatchObject({ key: 'k1~conflict-phone-250', data: { text: 'typed on the phone' } });
  });

  it('no conflict copy when only one side changed since they last agreed', () => {
    const stale = rec('note', { text: 'v1' }, 100, 'phone');
    const edited = rec('note', { text: 'v2' }, 300, 'laptop');
    expect(mergeRecord(stale, edited, 100)).toEqual({ record: edited });
    expect(mergeRecord(edited, stale, 100)).toEqual({ record: edited });
  });

  it('keeps a conflict key within the rules’ 200 characters', () => {
    expect(conflictCopy({ ...rec('draft', 'x', 1, 'device-1'), key: 'k'.repeat(200) }).key).toHaveLength(200);
  });
});

describe('flashcard review logs: a union, the schedule replayed', () => {
  const scheduler = fsrs();
  const study = (reviews: [Grade, string][]): SyncedStudyRecord => {
    let card = createEmptyCard(new Date(reviews[0][1]));
    const logs = [];
    for (const [grade, at] of reviews) {
      const next = scheduler.next(card, new Date(at), grade);
      card = next.card;
      logs.push(next.log);
    }
    return JSON.parse(JSON.stringify({ card, logs })) as SyncedStudyRecord;
  };

  it('replaying a device’s own log gives the schedule that device computed', () => {
    const one = study([
      [Rating.Good, '2026-01-01T10:00:00.000Z'],
      [Rating.Hard, '2026-01-03T10:00:00.000Z'],
      [Rating.Good, '2026-01-09T10:00:00.000Z'],
    ]);
    expect(replayReviews(one.logs.map((log) => ({ rating: log.rating as Grade, review: new Date(log.review) })))).toEqual(one);
  });

  it('merges two offline sessions: every review once, in time order, and the card as if reviewed on one device', () => {
    const shared: [Grade, string] = [Rating.Good, '2026-01-01T10:00:00.000Z'];
    const laptop = study([shared, [Rating.Again, '2026-01-05T08:00:00.000Z']]);
    const phone = study([shared, [Rating.Easy, '2026-01-04T20:00:00.000Z']]);
    const merged = mergeRecord(rec('review', laptop, 20, 'laptop'), rec('review', phone, 10, 'phone'), 5).record.data!;
    expect(merged.logs.map((log) => [log.rating, log.review])).toEqual([
      [Rating.Good, '2026-01-01T10:00:00.000Z'],
      [Rating.Easy, '2026-01-04T20:00:00.000Z'],
      [Rating.Again, '2026-01-05T08:00:00.000Z'],
    ]);
    expect(merged.card).toEqual(study([shared, [Rating.Easy, '2026-01-04T20:00:00.000Z'], [Rating.Again, '2026-01-05T08:00:00.000Z']]).card);
    expect(merged.card.reps).toBe(3);
  });

  it('the star follows the later version', () => {
    const base = study([[Rating.Good, '2026-01-01T10:00:00.000Z']]);
    expect(mergeRecord(rec('review', { ...base, starred: true }, 20, 'a'), rec('review', { ...base, starred: false }, 10, 'b')).record.data?.starred).toBe(true);
    expect(mergeRecord(rec('review', { ...base, starred: true }, 5, 'a'), rec('review', { ...base, starred: false }, 10, 'b')).record.data?.starred).toBe(false);
  });
});

describe('MCQ sheets: question by question', () => {
  const sheet = (answers: (number | null)[], touched: number[], extra: Partial<SyncedSheet['sheet']> = {}): SyncedSheet => ({
    sheet: { attemptId: 'att-1', answers, marks: answers.map(() => []), flags: answers.map(() => false), submitted: null, current: 0, ...extra },
    touched,
  });

  it('takes each question from the side that changed it last, and the place from the later version', () => {
    const laptop = sheet([0, null, 2, null], [10, 0, 30, 0], { current: 2 });
    const phone = sheet([1, 3, null, null], [5, 40, 0, 0], { current: 1 });
    const merged = mergeRecord(rec('mcq-sheet', laptop, 30, 'laptop'), rec('mcq-sheet', phone, 40, 'phone')).record.data!;
    expect(merged.sheet.answers).toEqual([0, 3, 2, null]);
    expect(merged.touched).toEqual([10, 40, 30, 0]);
    expect(merged.sheet.current).toBe(1);
  });

  it('a submitted sheet is final; a sheet of another attempt is the later one’s', () => {
    const submitted = sheet([0, 1], [1, 1], { submitted: { at: 5, correct: 1 } });
    const open = sheet([2, 2], [9, 9]);
    expect(mergeRecord(rec('mcq-sheet', open, 50, 'a'), rec('mcq-sheet', submitted, 10, 'b')).record.data!.sheet.answers).toEqual([0, 1]);
    const reset = sheet([null, null], [0, 0], { attemptId: 'att-2' });
    expect(mergeRecord(rec('mcq-sheet', reset, 60, 'a'), rec('mcq-sheet', open, 50, 'b')).record.data!.sheet.attemptId).toBe('att-2');
  });

  it('touchQuestions stamps only the questions that changed', () => {
    const before = sheet([0, null, null], [1, 1, 1]).sheet;
    const after = { ...before, answers: [0, 2, null], flags: [false, false, true] };
    expect(touchQuestions(before, after, [1, 1, 1], 7)).toEqual([1, 7, 7]);
    expect(touchQuestions(null, after, [], 7)).toEqual([7, 7, 7]);
  });
});

describe('progress: sets that only grow', () => {
  it('the union of topics opened and days studied on both devices', () => {
    const merged = mergeRecord(rec('progress', { topics: ['6.1', '6.2'], days: ['2026-01-01'] }, 1, 'a'), rec('progress', { topics: ['6.3', '6.1'] }, 2, 'b'));
    expect(merged.record.data).toEqual({ days: ['2026-01-01'], topics: ['6.1', '6.2', '6.3'] });
    expect(mergeSets(null, { a: ['x'] })).toEqual({ a: ['x'] });
  });
});

describe('the document shape', () => {
  it('round-trips a record, and a tombstone carries no data', () => {
    const record = { ...rec('deck', { title: 'Unit 6 / Gilded Age' }, 12, 'dev-1'), key: 'deck/1 (copy)' };
    const doc = toDocument(record);
    expect(doc).toEqual({ kind: 'deck', key: 'deck/1 (copy)', clock: 12, deleted: false, device: 'dev-1', data: '{"title":"Unit 6 / Gilded Age"}' });
    expect(fromDocument({ ...doc, updatedAt: null })).toEqual(record);
    expect(toDocument({ ...record, deleted: true }).data).toBe('');
    expect(fromDocument({ ...doc, kind: 'secret' })).toBeNull();
  });

  it('makes ids the rules accept: "<kind>~" then only letters, digits and ._~%-', () => {
    for (const kind of RECORD_KINDS) expect(recordId(kind, "a/b c'(x)*é")).toMatch(new RegExp(`^${kind}~[A-Za-z0-9._~%-]+$`));
  });

  it('refuses a record larger than the rules allow', () => {
    expect(() => toDocument(rec('note', 'x'.repeat(200_001), 1, 'a'))).toThrow(/larger than/);
  });
});
