/**
 * A study session's logic, apart from its screen (see docs/product.md#notes): which cards are asked, rating them
 * with FSRS, undo, shuffle, stars, reverse, and "Study all" (reviewing ahead without touching the schedule).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Grade } from 'ts-fsrs';
import { Rating } from 'ts-fsrs';
import type { Note } from '../note';
import { newRecord, rate, undoLast, type StudyRecord } from '../study/scheduler';
import { dueItems, nextDue, shuffled, studyItems, type StudyItem } from '../study/study-deck';
import { loadRecords, saveRecord } from '../study/study-store';

/** Cards coming due within this long are waited for on the "nothing due" screen (Again brings one back in 1m). */
const WAIT_FOR_MS = 60 * 60_000;

/**
 * 'scheduled': the due cards, each rating written to FSRS. 'ahead': every card again now, as Anki's custom study
 * "review ahead" / cram: the ratings only steer this session (Again asks the card again) and are never saved.
 */
export type StudyMode = 'scheduled' | 'ahead';

export interface StudyOptions {
  reverse: boolean;
  starredOnly: boolean;
}

interface Session {
  mode: StudyMode;
  records: Map<string, StudyRecord | undefined>;
  queue: StudyItem[];
  done: number;
  history: { item: StudyItem; before: StudyRecord | undefined; requeued: boolean }[];
}

export function useStudySession(decks: readonly Note[]) {
  const [options, setOptions] = useState<StudyOptions>({ reverse: false, starredOnly: false });
  const items = useMemo(() => studyItems(decks, options.reverse), [decks, options.reverse]);
  const itemsKey = items.map((item) => `${item.key}\u0000${item.front}\u0000${item.back}`).join('|');
  const [session, setSession] = useState<Session | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [error, setError] = useState('');
  const [said, setSaid] = useState('');
  const [now, setNow] = useState<Date | null>(null);

  const isStarred = useCallback(
    (records: ReadonlyMap<string, StudyRecord | undefined>, item: StudyItem) => Boolean(records.get(item.starKey)?.starred),
    [],
  );
  const queueFor = useCallback(
    (mode: StudyMode, records: ReadonlyMap<string, StudyRecord | undefined>, at: Date) => {
      const pool = options.starredOnly ? items.filter((item) => isStarred(records, item)) : items;
      return mode === 'ahead' ? [...pool] : dueItems(pool, records, at);
    },
    [items, options.starredOnly, isStarred],
  );

  // Load the cards' state when the deck's cards or the options change (and again if another tab edits them).
  useEffect(() => {
    let active = true;
    const keys = [...new Set(items.flatMap((item) => [item.key, item.starKey]))];
    void loadRecords(keys).then(
      (records) => {
        if (!active) return;
        const at = new Date();
        setNow(at);
        setSession((previous) => {
          const mode = previous?.mode ?? 'scheduled';
          return { mode, records, queue: queueFor(mode, records, at), done: 0, history: [] };
        });
        setRevealed(false);
      },
      () => active && setError('Your study progress could not be opened on this device (storage blocked).'),
    );
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- itemsKey stands for items
  }, [itemsKey, options.starredOnly]);

  const current = session?.queue[0];
  const record = current && session ? session.records.get(current.key) : undefined;
  const reveal = useCallback(() => setRevealed(true), []);

  const grade = useCallback(
    (rating: Grade) => {
      if (!session || !current) return;
      const at = new Date();
      const before = session.records.get(current.key);
      if (session.mode === 'ahead') {
        // Reviewing ahead: nothing is written; Again asks the card again at the end of this session.
        const requeued = rating === Rating.Again;
        setSession({
          ...session,
          queue: requeued ? [...session.queue.slice(1), current] : session.queue.slice(1),
          done: session.done + (requeued ? 0 : 1),
          history: [...session.history, { item: current, before, requeued }],
        });
      } else {
        const after = rate(before ?? newRecord(at), rating, at);
        setSession({
          ...session,
          records: new Map(session.records).set(current.key, after),
          queue: session.queue.slice(1),
          done: session.done + 1,
          history: [...session.history, { item: current, before, requeued: false }],
        });
        saveRecord(current.key, after).catch(() => setError('This rating could not be saved on this device.'));
      }
      setNow(at);
      setRevealed(false);
      setSaid('');
    },
    [session, current],
  );

  const undo = useCallback(() => {
    const last = session?.history.at(-1);
    if (!session || !last) return;
    const others = session.queue.filter((item) => item.key !== last.item.key);
    const base = { ...session, queue: [last.item, ...others], history: session.history.slice(0, -1) };
    if (session.mode === 'ahead') {
      setSession({ ...base, done: session.done - (last.requeued ? 0 : 1) });
    } else {
      const rated = session.records.get(last.item.key);
      const restored = rated ? undoLast(rated) : last.before;
      setSession({ ...base, records: new Map(session.records).set(last.item.key, restored), done: session.done - 1 });
      if (restored)
        saveRecord(last.item.key, restored).catch(() => setError('The undo could not be saved on this device.'));
    }
    setRevealed(false);
    setSaid('Last rating undone.');
  }, [session]);

  const shuffle = () => {
    if (!session || session.queue.length < 2) return;
    setSession({ ...session, queue: [session.queue[0], ...shuffled(session.queue.slice(1))] });
    setSaid('The remaining cards are shuffled.');
  };

  /** "Study all": every card (or every starred one) again now, without changing the schedule. */
  const studyAll = () => {
    if (!session) return;
    const at = new Date();
    setSession({ ...session, mode: 'ahead', queue: queueFor('ahead', session.records, at), done: 0, history: [] });
    setRevealed(false);
    setSaid('Reviewing every card; these ratings do not change your schedule.');
  };

  /** Back to the due cards, with the schedule as it is. */
  const studyDue = () => {
    if (!session) return;
    const at = new Date();
    setSession({ ...session, mode: 'scheduled', queue: queueFor('scheduled', session.records, at), done: 0, history: [] });
    setRevealed(false);
  };

  /** Stars or unstars a card; the star lives on its front → back record, so it shows in both directions. */
  const toggleStar = (item: StudyItem) => {
    if (!session) return;
    const base = session.records.get(item.starKey) ?? newRecord(new Date());
    const next = { ...base, starred: !base.starred };
    setSession({ ...session, records: new Map(session.records).set(item.starKey, next) });
    setSaid(next.starred ? 'Card starred.' : 'Star removed.');
    saveRecord(item.starKey, next).catch(() => setError('The star could not be saved on this device.'));
  };

  // Nothing due: wait for a card coming due soon (Again brings one back within minutes).
  const next = session && !current ? nextDue(items, session.records, now ?? new Date()) : null;
  const nextAt = next?.getTime();
  const waiting = Boolean(session && !current && session.mode === 'scheduled');
  useEffect(() => {
    if (nextAt === undefined || !waiting) return;
    const wait = nextAt - Date.now();
    if (wait > WAIT_FOR_MS) return;
    const timer = window.setTimeout(
      () => {
        const at = new Date();
        setNow(at);
        setSession((s) => (s ? { ...s, queue: queueFor('scheduled', s.records, at) } : s));
      },
      Math.max(0, wait) + 250,
    );
    return () => window.clearTimeout(timer);
  }, [nextAt, waiting, queueFor]);

  const starredCount = session ? items.filter((item) => isStarred(session.records, item)).length : 0;

  return {
    items,
    session,
    current,
    record,
    starred: Boolean(current && session && isStarred(session.records, current)),
    starredCount,
    revealed,
    reveal,
    grade,
    undo,
    shuffle,
    studyAll,
    studyDue,
    toggleStar,
    options,
    setOptions,
    next,
    now,
    error,
    said,
  };
}
