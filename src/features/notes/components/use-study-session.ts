/**
 * A study session's state for its screen (see docs/product.md#notes): loads the cards' records, applies the steps
 * of study/study-session.ts (rate, undo, shuffle, star, "Study all"), writes what they change, and says what
 * happened for screen readers. The keys live in use-study-keys.ts.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Grade } from 'ts-fsrs';
import type { Note } from '../note';
import type { StudyRecord } from '../study/scheduler';
import { nextDue, studyItems, type StudyItem } from '../study/study-deck';
import {
  flipSession,
  freshSession,
  gradeFirst,
  isStarred,
  queueFor,
  shuffleRest,
  toggleStar as toggleStarOf,
  undoLastRating,
  type RecordToSave,
  type StudyMode,
  type StudySession,
} from '../study/study-session';
import { loadRecords, saveRecord } from '../study/study-store';

/** Cards coming due within this long are waited for on the "nothing due" screen (Again brings one back in 1m). */
const WAIT_FOR_MS = 60 * 60_000;

export interface StudyOptions {
  reverse: boolean;
  starredOnly: boolean;
}

export function useStudySession(decks: readonly Note[]) {
  const [options, setOptions] = useState<StudyOptions>({ reverse: false, starredOnly: false });
  const items = useMemo(() => studyItems(decks, options.reverse), [decks, options.reverse]);
  const itemsKey = items.map((item) => `${item.key}\u0000${item.front}\u0000${item.back}`).join('|');
  const [session, setSession] = useState<StudySession | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [error, setError] = useState('');
  const [said, setSaid] = useState('');
  const [now, setNow] = useState<Date | null>(null);

  const queueOf = useCallback(
    (mode: StudyMode, records: ReadonlyMap<string, StudyRecord | undefined>, at: Date) =>
      queueFor(items, records, { mode, starredOnly: options.starredOnly, at }),
    [items, options.starredOnly],
  );
  const save = useCallback((change: RecordToSave | undefined, failure: string) => {
    if (change) saveRecord(change.key, change.record).catch(() => setError(failure));
  }, []);

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
          // Reverse ticked mid-session: the card in front is asked the other way from the new items.
          const front = previous?.queue[0];
          const flipped = front !== undefined && (front.key !== front.starKey) !== options.reverse;
          if (previous && flipped && previous.done > 0) return flipSession(previous, items, records);
          const mode = previous?.mode ?? 'scheduled';
          return freshSession(mode, records, queueOf(mode, records, at));
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
      const at = new Date();
      const step = session && gradeFirst(session, rating, at);
      if (!step) return;
      setSession(step.session);
      save(step.save, 'This rating could not be saved on this device.');
      setNow(at);
      setRevealed(false);
      setSaid('');
    },
    [session, save],
  );

  const undo = useCallback(() => {
    const step = session && undoLastRating(session);
    if (!step) return;
    setSession(step.session);
    save(step.save, 'The undo could not be saved on this device.');
    setRevealed(false);
    setSaid('Last rating undone.');
  }, [session, save]);

  const shuffle = () => {
    if (!session || session.queue.length < 2) return;
    setSession(shuffleRest(session));
    setSaid('The remaining cards are shuffled.');
  };

  /** "Study all" ('ahead') or back to the due cards ('scheduled'), from the first card, the schedule as it is. */
  const restart = (mode: StudyMode) => {
    if (!session) return false;
    setSession(freshSession(mode, session.records, queueOf(mode, session.records, new Date())));
    setRevealed(false);
    return true;
  };
  const studyAll = () => {
    if (restart('ahead')) setSaid('Reviewing every card; these ratings do not change your schedule.');
  };
  const studyDue = () => {
    restart('scheduled');
  };

  const toggleStar = (item: StudyItem) => {
    if (!session) return;
    const step = toggleStarOf(session, item, new Date());
    setSession(step.session);
    setSaid(step.save.record.starred ? 'Card starred.' : 'Star removed.');
    save(step.save, 'The star could not be saved on this device.');
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
        setSession((s) => (s ? { ...s, queue: queueOf('scheduled', s.records, at) } : s));
      },
      Math.max(0, wait) + 250,
    );
    return () => window.clearTimeout(timer);
  }, [nextAt, waiting, queueOf]);

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

export type StudySessionState = ReturnType<typeof useStudySession>;
