import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { isHttpUrl, NOTE_TYPES, type Note } from '../note';
import { publicAuthorName } from '../note-basics';
import { PATHS } from '../../../shared/paths';
import { ShareNote } from './share-note';
import styles from './notes.module.css';

interface NoteCardProps {
  note: Note;
  /** The current user wrote it: Edit and Delete are offered. */
  own: boolean;
  /** Cards of this deck due now (flashcards only; undefined until known). */
  due?: number;
  onDelete: (note: Note) => void;
}

/** One note of the board. Everything a student typed is rendered as text, never as HTML. */
export function NoteCard({ note, own, due, onDelete }: NoteCardProps) {
  const [confirming, setConfirming] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // Asking focuses the choice that loses nothing; answering Keep returns focus to Delete.
  useEffect(() => {
    if (confirming) keepRef.current?.focus();
    else if (asked.current) deleteRef.current?.focus();
    asked.current = confirming;
  }, [confirming]);
  const typeLabel = NOTE_TYPES.find((type) => type.value === note.type)?.label ?? note.type;
  const headingId = `note-${note.id}-title`;

  return (
    <article className={`card ${styles.note}`} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.noteTitle}>
        {note.title}
      </h3>
      <p className={styles.tags}>
        <span className={styles.tag}>{typeLabel}</span>
        <span className={styles.tag}>{note.topic}</span>
      </p>
      {note.type === 'flashcards' ? (
        <ul className={styles.pairs}>
          {(note.flashcards ?? []).map((card, index) => (
            <li key={index} className={styles.pairText}>
              {card.front} → {card.back}
            </li>
          ))}
        </ul>
      ) : note.content ? (
        <p className={styles.content}>{note.content}</p>
      ) : null}
      {note.docUrl && isHttpUrl(note.docUrl) ? (
        <p>
          <a href={note.docUrl} target="_blank" rel="noopener noreferrer">
            View Document
          </a>
        </p>
      ) : null}
      <p className={`muted ${styles.byline}`}>
        Posted by {publicAuthorName(note.author)} on {note.created}
        {note.sharedBy !== undefined ? <span className={styles.sharedBy}> · Shared by {publicAuthorName(note.sharedBy)}</span> : null}
      </p>
      {
        <div className={styles.actions}>
          {note.type === 'flashcards' ? (
            <Link to={PATHS.notesStudyDeck} params={{ id: String(note.id) }} className="btn btn-small">
              Study<span className="visually-hidden"> {note.title}</span>
              {due ? <span className={styles.count}>{due} due</span> : null}
            </Link>
          ) : null}
          {own ? (
            <>
              <Link to={PATHS.notesEdit} params={{ id: String(note.id) }} className="btn btn-small">
                Edit<span className="visually-hidden"> {note.title}</span>
              </Link>
              {confirming ? null : (
                <button
                  ref={deleteRef}
                  type="button"
                  className="btn btn-small btn-ghost"
                  onClick={() => setConfirming(true)}
                >
                  Delete<span className="visually-hidden"> {note.title}</span>
                </button>
              )}
            </>
          ) : null}
          <ShareNote note={note} />
        </div>
      }
      {confirming ? (
        <div className={styles.confirm} role="group" aria-label="Confirm delete">
          <p>Delete this note from this device?</p>
          <div className="btn-row">
            <button type="button" className={`btn btn-small ${styles.danger}`} onClick={() => onDelete(note)}>
              Delete note
            </button>
            <button ref={keepRef} type="button" className="btn btn-small" onClick={() => setConfirming(false)}>
              Keep
            </button>
          </div>
        </div>
      ) : null}
    </article>
  );
}
