import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Grade } from 'ts-fsrs';
import { Page } from '../../../shared/ui/page';
import {
  formatInterval,
  GRADES,
  newRecord,
  previewIntervals,
  rate,
  undoLast,
  type StudyRecord,
} from '../study/scheduler';
import { dueItems, nextDue, shuffled, studyItems, type StudyItem } from '../study/study-deck';
import { loadRecords, saveRecord } from '../study/study-store';
import { useNotes } from '../use-notes';
import { PATHS } from '../../../shared/paths';
import styles from './study.module.css';

/** Cards coming due within this long are waited for on the "nothing due" screen (Again brings one back in 1m). */
const WAIT_FOR_MS = 60 * 60_000;

interface Session {
  records: Map<string, StudyRecord | undefined>;
  queue: StudyItem[];
  done: number;
  history: { item: StudyItem; before: StudyRecord | undefined }[];
}

/**
 * Study mode (see docs/product.md#notes): one card at a time, Space or Enter shows the answer, 1–4 rate it
 * Again / Hard / Good / Easy with FSRS; Undo, Shuffle; "nothing due" says when the next card is.
 * `deckId` studies one flashcards note; without it, every deck's due cards.
 */
export function StudyScreen({ deckId }: { deckId?: number }) {
  const { notes } = useNotes();
  const decks = useMemo(
    () => notes.filter((note) => note.type === 'flashcards' && (deckId === undefined || note.id === deckId)),
    [notes, deckId],
  );
  const items = useMemo(() => studyItems(decks), [decks]);
  const itemsKey = items.map((item) => item.key).join('|');
  const [session, setSession] = useState<Session | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [error, setError] = useState('');
  const [said, setSaid] = useState('');
  const [now, setNow] = useState<Date | null>(null);
  const showRef = useRef<HTMLButtonElement>(null);
  const goodRef = useRef<HTMLButtonElement>(null);

  // Load the cards' state when the deck's cards are known (and again if another tab edits them).
  useEffect(() => {
    let active = true;
    void loadRecords(items.map((item) => item.key)).then(
      (records) => {
        if (!active) return;
        const at = new Date();
        setNow(at);
        setSession({ records, queue: dueItems(items, records, at), done: 0, history: [] });
        setRevealed(false);
      },
      () => active && setError('Your study progress could not be opened on this device (storage blocked).'),
    );
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- itemsKey stands for items
  }, [itemsKey]);

  const current = session?.queue[0];
  const record = current && session ? session.records.get(current.key) : undefined;

  const reveal = useCallback(() => setRevealed(true), []);

  const grade = useCallback(
    (rating: Grade) => {
      if (!session || !current) return;
      const at = new Date();
      const before = session.records.get(current.key);
      const after = rate(before ?? newRecord(at), rating, at);
      const records = new Map(session.records).set(current.key, after);
      setSession({
        records,
        queue: session.queue.slice(1),
        done: session.done + 1,
        history: [...session.history, { item: current, before }],
      });
      setNow(at);
      setRevealed(false);
      setSaid('');
      saveRecord(current.key, after).catch(() => setError('This rating could not be saved on this device.'));
    },
    [session, current],
  );

  const undo = () => {
    const last = session?.history.at(-1);
    if (!session || !last) return;
    const rated = session.records.get(last.item.key);
    const restored = rated ? undoLast(rated) : last.before;
    const records = new Map(session.records).set(last.item.key, restored);
    setSession({
      records,
      queue: [last.item, ...session.queue.filter((item) => item.key !== last.item.key)],
      done: session.done - 1,
      history: session.history.slice(0, -1),
    });
    setRevealed(false);
    setSaid('Last rating undone.');
    if (restored)
      saveRecord(last.item.key, restored).catch(() => setError('The undo could not be saved on this device.'));
  };

  const shuffle = () => {
    if (!session || session.queue.length < 2) return;
    setSession({ ...session, queue: [session.queue[0], ...shuffled(session.queue.slice(1))] });
    setSaid('The remaining cards are shuffled.');
  };

  // Keys as in Anki: Space or Enter shows the answer, 1 to 4 rate it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (!revealed && (event.key === ' ' || event.key === 'Enter')) {
        if (target?.closest('button, a')) return; // the focused control answers the key itself
        event.preventDefault();
        reveal();
      } else if (revealed) {
        const choice = GRADES.find((g) => g.key === event.key);
        if (choice) {
          event.preventDefault();
          grade(choice.grade);
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [revealed, reveal, grade]);

  // Focus follows the card: Show answer on a new card, Good once the answer shows.
  useEffect(() => {
    (revealed ? goodRef : showRef).current?.focus();
  }, [revealed, current?.key]);

  // Nothing due: wait for a card coming due soon (Again brings one back within minutes).
  const next = session && !current ? nextDue(items, session.records, now ?? new Date()) : null;
  const nextAt = next?.getTime();
  const waiting = Boolean(session && !current);
  useEffect(() => {
    if (nextAt === undefined || !waiting) return;
    const wait = nextAt - Date.now();
    if (wait > WAIT_FOR_MS) return;
    const timer = window.setTimeout(
      () => {
        const at = new Date();
        setNow(at);
        setSession((s) => (s ? { ...s, queue: dueItems(items, s.records, at) } : s));
      },
      Math.max(0, wait) + 250,
    );
    return () => window.clearTimeout(timer);
  }, [nextAt, waiting, items]);

  const title = deckId === undefined ? 'Study due cards' : `Study: ${decks[0]?.title ?? 'flashcards'}`;
  const intervals =
    record || current ? previewIntervals(record ?? newRecord(now ?? new Date()), now ?? new Date()) : null;

  return (
    <Page title={title} documentTitle={title}>
      <p>
        <Link to={PATHS.notes}>← Back to Notes &amp; Flashcards</Link>
      </p>
      {error ? (
        <p className="message message-error" role="alert">
          {error}
        </p>
      ) : null}
      {!session ? (
        <p className="muted">Opening your cards…</p>
      ) : deckId !== undefined && !decks.length ? (
        <p className="message message-warning">There is no flashcards note with this id on this device.</p>
      ) : current ? (
        <section className={styles.study} aria-label="Flashcard">
          <div className={styles.bar}>
            <p className={styles.progress} aria-live="polite">
              Card {session.done + 1} of {session.done + session.queue.length}
            </p>
            <div className="btn-row">
              <button type="button" className="btn btn-small" onClick={shuffle} disabled={session.queue.length < 2}>
                Shuffle
              </button>
              <button type="button" className="btn btn-small" onClick={undo} disabled={!session.history.length}>
                Undo
              </button>
            </div>
          </div>
          <div className={`card ${styles.flashcard}`}>
            {deckId === undefined ? <p className={styles.deck}>{current.deck}</p> : null}
            <h2 className="visually-hidden">Front</h2>
            <p className={styles.front}>{current.front}</p>
            <div aria-live="polite">
              {revealed ? (
                <>
                  <hr className={styles.rule} />
                  <h2 className="visually-hidden">Back</h2>
                  <p className={styles.back}>{current.back}</p>
                </>
              ) : null}
            </div>
          </div>
          {revealed && intervals ? (
            <div className={styles.grades} role="group" aria-label="How well did you know it?">
              {GRADES.map((g) => (
                <button
                  key={g.grade}
                  ref={g.grade === 3 ? goodRef : undefined}
                  type="button"
                  className={`btn ${styles.grade}`}
                  aria-keyshortcuts={g.key}
                  onClick={() => grade(g.grade)}
                >
                  <span>{g.label}</span>
                  <span className={styles.interval}>{intervals[g.grade]}</span>
                  <kbd className={styles.key} aria-hidden="true">
                    {g.key}
                  </kbd>
                </button>
              ))}
            </div>
          ) : (
            <button
              ref={showRef}
              type="button"
              className={`btn btn-primary ${styles.show}`}
              aria-keyshortcuts="Space Enter"
              onClick={reveal}
            >
              Show answer
            </button>
          )}
          <p className="muted">Keys: Space or Enter shows the answer; 1 Again, 2 Hard, 3 Good, 4 Easy.</p>
          <p className="visually-hidden" role="status">
            {said}
          </p>
        </section>
      ) : (
        <section className={`card ${styles.done}`} aria-labelledby="nothing-due">
          <h2 id="nothing-due">Nothing due right now</h2>
          {session.done ? (
            <p>
              You studied {session.done} {session.done === 1 ? 'card' : 'cards'}.
            </p>
          ) : null}
          {items.length === 0 ? (
            <p>There are no flashcards to study yet.</p>
          ) : next ? (
            <p>
              Next card due in {formatInterval(next.getTime() - (now ?? new Date()).getTime())} (
              <time dateTime={next.toISOString()}>{next.toLocaleString()}</time>).
            </p>
          ) : null}
          <div className="btn-row">
            {session.history.length ? (
              <button type="button" className="btn" onClick={undo}>
                Undo
              </button>
            ) : null}
            <Link to={PATHS.notes} className="btn btn-primary">
              Back to the board
            </Link>
          </div>
        </section>
      )}
    </Page>
  );
}
