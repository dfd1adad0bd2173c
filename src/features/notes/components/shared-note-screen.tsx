import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { PATHS } from '../../../shared/paths';
import { Page } from '../../../shared/ui/page';
import { NOTE_TYPES, prependNote, type Note } from '../note';
import { saveErrorText, updateNotes } from '../notes-store';
import { copyOfShared, decodeShareFragment, type DecodeResult } from '../share-link';
import { useNotes, useNotesUser } from '../use-notes';
import styles from './notes.module.css';

/**
 * `/notes/shared#…` (docs/product.md#sharing-a-note-by-link): the fragment is read on the device only (the
 * prerendered page is an empty shell) and added as the student's own copy. Everything shown is text, never HTML.
 */
export function SharedNoteScreen() {
  const [decoded, setDecoded] = useState<DecodeResult | null>(null);
  const [added, setAdded] = useState<Note | null>(null);
  const [saveError, setSaveError] = useState('');
  const { notes } = useNotes();
  const user = useNotesUser();

  useEffect(() => {
    let current = true;
    const read = () => {
      setAdded(null);
      void decodeShareFragment(window.location.hash).then((result) => current && setDecoded(result));
    };
    read();
    window.addEventListener('hashchange', read);
    return () => {
      current = false;
      window.removeEventListener('hashchange', read);
    };
  }, []);

  if (!decoded) {
    return (
      <Page title="Shared note">
        <p role="status">Opening the shared note…</p>
      </Page>
    );
  }
  if (!decoded.ok) {
    return (
      <Page title="Shared note">
        <p role="alert" className="message message-error">
          {decoded.message}
        </p>
        <p>
          <Link to={PATHS.notes}>Go to the notes board</Link>
        </p>
      </Page>
    );
  }

  const { shared } = decoded;
  const onBoard = added ?? notes.find((note) => note.shareId === shared.shareId);
  const typeLabel = NOTE_TYPES.find((type) => type.value === shared.fields.type)?.label;
  const add = () => {
    let copy: Note | null = null;
    const result = updateNotes((current) => {
      if (current.some((note) => note.shareId === shared.shareId)) return current;
      const next = prependNote(current, copyOfShared(shared, user, new Date()));
      copy = next[0];
      return next;
    });
    if (!result.ok) return setSaveError(saveErrorText(result));
    setSaveError('');
    if (copy) setAdded(copy);
  };

  return (
    <Page title="Shared note">
      <article className={`card ${styles.note}`} aria-labelledby="shared-title">
        <h2 id="shared-title" className={styles.noteTitle}>
          {shared.fields.title}
        </h2>
        <p className={styles.tags}>
          <span className={styles.tag}>{typeLabel}</span>
          <span className={styles.tag}>{shared.fields.topic}</span>
        </p>
        <p className="muted">Shared by {shared.author}</p>
        {shared.fields.type === 'flashcards' ? (
          <ul className={styles.pairs} aria-label={`${shared.fields.flashcards?.length ?? 0} cards`}>
            {(shared.fields.flashcards ?? []).map((card, index) => (
              <li key={index} className={styles.pairText}>
                {card.front} → {card.back}
              </li>
            ))}
          </ul>
        ) : (
          <>
            {shared.fields.content ? <p className={styles.content}>{shared.fields.content}</p> : null}
            {shared.fields.docUrl ? (
              <p>
                <a href={shared.fields.docUrl} target="_blank" rel="noopener noreferrer">
                  View Document
                </a>
              </p>
            ) : null}
          </>
        )}
      </article>
      <div className={styles.sharedActions}>
        {onBoard ? (
          <>
            <p role="status">{added ? 'Added to your board.' : 'This note is already on your board.'}</p>
            <p className="btn-row">
              <Link to={PATHS.notes} className="btn">
                Go to the notes board
              </Link>
              {onBoard.type === 'flashcards' ? (
                <Link to={PATHS.notesStudyDeck} params={{ id: String(onBoard.id) }} className="btn">
                  Study it
                </Link>
              ) : null}
            </p>
          </>
        ) : (
          <button type="button" className="btn btn-primary" onClick={add}>
            Add to my board
          </button>
        )}
        {saveError ? (
          <p role="alert" className="message message-error">
            {saveError}
          </p>
        ) : null}
      </div>
    </Page>
  );
}
