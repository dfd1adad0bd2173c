import { Rating, State } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import {
  cardIds,
  deserializeRecord,
  formatInterval,
  isDue,
  newRecord,
  previewIntervals,
  rate,
  serializeRecord,
  undoLast,
} from './scheduler';

const now = new Date('2026-04-01T09:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe('the FSRS wrapper', () => {
  it('a new card is due at once', () => {
    expect(isDue(undefined, now)).toBe(true);
    expect(isDue(newRecord(now), now)).toBe(true);
  });

  it('a card rated Good is not due again today; Again brings it back within minutes', () => {
    const good = rate(rate(newRecord(now), Rating.Good, now), Rating.Good, minutes(10));
    expect(good.card.state).toBe(State.Review);
    expect(isDue(good, new Date('2026-04-01T23:59:00Z'))).toBe(false);
    expect(good.card.due.getTime() - now.getTime()).toBeGreaterThanOrEqual(24 * 3600_000);

    const again = rate(newRecord(now), Rating.Again, now);
    expect(isDue(again, now)).toBe(false);
    expect(isDue(again, minutes(10))).toBe(true);
  });

  it('previews the interval of each rating', () => {
    expect(previewIntervals(newRecord(now), now)).toEqual({
      [Rating.Again]: '1m',
      [Rating.Hard]: '6m',
      [Rating.Good]: '10m',
      [Rating.Easy]: expect.stringMatching(/^\d+d$/),
    });
  });

  it('undo restores the previous state and drops the log', () => {
    const first = rate(newRecord(now), Rating.Good, now);
    const second = rate(first, Rating.Easy, minutes(10));
    const undone = undoLast(second);
    expect(undone.logs).toHaveLength(1);
    expect(undone.card).toEqual(first.card);
    expect(undoLast(undoLast(second)).card).toMatchObject({ state: State.New, reps: 0 });
    expect(undoLast(newRecord(now))).toEqual(newRecord(now));
  });

  it('state survives serialisation with ISO dates', () => {
    const record = rate(rate(newRecord(now), Rating.Good, now), Rating.Hard, minutes(12));
    const stored = serializeRecord(record);
    expect(stored.card.due).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(stored.logs[0].review).toBe(now.toISOString());
    const back = deserializeRecord(JSON.parse(JSON.stringify(stored)))!;
    expect(back).toEqual(record);
    // Undo still works on what came back from storage: the state before the Hard, due again at once (rollback
    // sets the due time to the moment of the undone review, which had already passed the old due time).
    const before = rate(newRecord(now), Rating.Good, now).card;
    expect(undoLast(back).card).toEqual({ ...before, due: minutes(12) });
    expect(isDue(undoLast(back), minutes(12))).toBe(true);
  });

  it('an unreadable stored record is undefined (the card starts as new)', () => {
    expect(deserializeRecord({ card: { due: 'yesterday' }, logs: [] })).toBeUndefined();
    expect(deserializeRecord('nonsense')).toBeUndefined();
  });
});

describe('formatInterval', () => {
  it.each([
    [30_000, '1m'],
    [10 * 60_000, '10m'],
    [5 * 3600_000, '5h'],
    [3 * 86_400_000, '3d'],
    [65 * 86_400_000, '2mo'],
    [800 * 86_400_000, '2.2y'],
  ])('%i ms is %s', (ms, label) => expect(formatInterval(ms)).toBe(label));
});

describe('cardIds', () => {
  it('depend only on front and back, so unchanged cards keep their id after an edit', () => {
    const before = cardIds([
      { front: 'A', back: '1' },
      { front: 'B', back: '2' },
    ]);
    const after = cardIds([
      { front: 'New', back: 'card' },
      { front: 'B', back: '2' },
      { front: 'A', back: '1 (fixed)' },
    ]);
    expect(after[1]).toBe(before[1]);
    expect(after).not.toContain(before[0]);
  });
  it('tell exact duplicates apart', () => {
    const ids = cardIds([
      { front: 'A', back: '1' },
      { front: 'A', back: '1' },
    ]);
    expect(new Set(ids).size).toBe(2);
  });
});
