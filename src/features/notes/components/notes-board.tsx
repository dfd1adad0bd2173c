import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { Page } from '../../../shared/ui/page';
import { useEarlyInput } from '../../../shared/hooks/use-early-input';
import { canEdit, createNote, EMPTY_DRAFT, prependNote, type Note, type NoteDraft } from '../note';
import { TOPICS } from '../note-basics';
import { updateNotes } from '../notes-store';
import { filterNotes, isTopic, newestFirst, type NotesSearch } from '../search-notes';
import { useNotes, useNotesUser } from '../use-notes';
import { NoteCard } from './note-card';
import { NoteEditor } from './note-editor';
import { NotesTransfer } from './notes-transfer';
import { StudySummary } from './study-summary';
import { useDueCounts } from './use-due-counts';
import { PATHS } from '../../../shared/paths';
import styles from './notes.module.css';

const UNDO_MS = 8000;

interface NotesBoardProps {
  search: NotesSearch;
  onSearch: (search: NotesSearch) => void;
}

/** The notes and flashcards board (see docs/product.md#notes). */
export function NotesBoard({ search, onSearch }: NotesBoardProps) {
  const id = useId();
  const navigate = useNavigate();
  const { notes, unreadable } = useNotes();
  const user = useNotesUser();
  const duePerDeck = useDueCounts(notes);
  const decks = notes.filter((note) => note.type === 'flashcards').length;
  const totalDue = duePerDeck ? [...duePerDeck.values()].reduce((sum, n) => sum + n, 0) : null;
  const [query, setQuery] = useState(search.q ?? '');
  const [draft, setDraft] = useState<{ key: number; initial: NoteDraft; notice: string }>({
    key: 0,
    initial: EMPTY_DRAFT,
    notice: '',
  });
  const [deleted, setDeleted] = useState<{ note: Note; index: number } | null>(null);
  const [deleteError, setDeleteError] = useState('');
  const undoRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLElement>(null);
  useEarlyInput(searchRef);

  useEffect(() => {
    if (!deleted) return;
    undoRef.current?.focus();
    const timer = window.setTimeout(() => setDeleted(null), UNDO_MS);
    return () => window.clearTimeout(timer);
  }, [deleted]);

  const shown = newestFirst(filterNotes(notes, { q: query, topic: search.topic }));

  const publish = (fields: Parameters<typeof createNote>[0]) => {
    if (!user) {
      void navigate({ to: PATHS.login, search: { from: PATHS.notes } });
      return { ok: true } as const;
    }
    return updateNotes((current) => prependNote(current, createNote(fields, user, new Date())));
  };

  const remove = (note: Note) => {
    let index = -1;
    const result = updateNotes((current) => {
      index = current.findIndex((n) => n.id === note.id);
      return current.filter((n) => n.id !== note.id);
    });
    if (!result.ok) return setDeleteError('The note could not be deleted: this browser is not letting Pocket AP save.');
    setDeleteError('');
    setDeleted({ note, index });
  };

  const undoDelete = () => {
    if (!deleted) return;
    const { note, index } = deleted;
    updateNotes((current) =>
      current.some((n) => n.id === note.id)
        ? current
        : [...current.slice(0, Math.max(0, index)), note, ...current.slice(Math.max(0, index))],
    );
    setDeleted(null);
  };

  const openDraft = (initial: NoteDraft, notice: string) => {
    setDraft((current) => ({ key: current.key + 1, initial, notice }));
    requestAnimationFrame(() => formRef.current?.querySelector('input')?.focus());
  };

  return (
    <Page title="Pocket AP Notes & Flashcards" documentTitle="Notes & Flashcards">
      {unreadable ? (
        <p className="message message-warning" role="alert">
          {unreadable < 0
            ? 'The notes saved on this device could not be read, so the board starts empty. They have been kept aside on this device, not deleted.'
            : `${unreadable} saved ${unreadable === 1 ? 'note' : 'notes'} could not be read and ${unreadable === 1 ? 'was' : 'were'} kept aside on this device.`}
        </p>
      ) : null}

      <div className={styles.top}>
        <section className={`card ${styles.publish}`} aria-labelledby={`${id}-publish`} ref={formRef}>
          <h2 id={`${id}-publish`}>Publish a note</h2>
          {user ? (
            <NoteEditor
              key={draft.key}
              label="Publish a note"
              initial={draft.initial}
              notice={draft.notice ? <p className="message message-success">{draft.notice}</p> : null}
              submitLabel="Publish"
              resetOnSuccess
              onSubmit={publish}
            />
          ) : (
            <>
              <p className="muted">Sign in to share notes and flashcards on this device&apos;s board.</p>
              <Link to={PATHS.login} search={{ from: PATHS.notes }} className="btn btn-primary">
                Log in to publish your notes
              </Link>
            </>
          )}
        </section>
        <div className={styles.side}>
          <StudySummary due={totalDue} decks={decks} />
          <NotesTransfer notes={notes} signedIn={Boolean(user)} onDraft={openDraft} />
        </div>
      </div>

      <section aria-labelledby={`${id}-list`} className={styles.listSection}>
        <h2 id={`${id}-list`}>Notes</h2>
        <search ref={searchRef} className={styles.filters}>
          <div className="field">
            <label htmlFor={`${id}-q`}>Search notes or flashcards</label>
            <input
              id={`${id}-q`}
              type="search"
              placeholder="Search notes or flashcards..."
              value={query}
              maxLength={200}
              onChange={(e) => {
                setQuery(e.target.value);
                onSearch({ ...search, q: e.target.value || undefined });
              }}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-topic`}>Filter by topic</label>
            <select
              id={`${id}-topic`}
              value={search.topic ?? ''}
              onChange={(e) => onSearch({ ...search, topic: isTopic(e.target.value) ? e.target.value : undefined })}
            >
              <option value="">All Topics</option>
              {TOPICS.map((topic) => (
                <option key={topic} value={topic}>
                  {topic}
                </option>
              ))}
            </select>
          </div>
        </search>

        <div aria-live="polite" className={styles.status}>
          {deleted ? (
            <p className="message message-success">
              Deleted “{deleted.note.title}”.{' '}
              <button ref={undoRef} type="button" className="btn btn-small" onClick={undoDelete}>
                Undo
              </button>
            </p>
          ) : null}
        </div>
        {deleteError ? (
          <p className="message message-error" role="alert">
            {deleteError}
          </p>
        ) : null}

        {shown.length ? (
          <ul className={styles.grid} aria-label="Notes and flashcards">
            {shown.map((note) => (
              <li key={note.id}>
                <NoteCard note={note} own={canEdit(note, user)} due={duePerDeck?.get(note.id)} onDelete={remove} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>No notes found. Try a different search or topic!</p>
        )}
      </section>
    </Page>
  );
}
