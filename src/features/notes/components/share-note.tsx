import { useId, useState } from 'react';
import { downloadText } from '../../../shared/download';
import { PATHS } from '../../../shared/paths';
import { shareOrCopy, shareOutcomeText } from '../../../shared/share';
import type { Note } from '../note';
import { MAX_SHARE_LINK_CHARS, shareLinkFor } from '../share-link';
import { exportFileName, exportNotes } from '../transfer';
import styles from './notes.module.css';

/** 'Share' on a note card: a link that carries the note itself (docs/product.md#sharing-a-note-by-link). */
export function ShareNote({ note }: { note: Note }) {
  const id = useId();
  const [state, setState] = useState<{ url: string; said: string } | { tooLong: number } | null>(null);

  const share = async () => {
    const link = await shareLinkFor(note, window.location.origin, PATHS.notesShared);
    if ('tooLong' in link) return setState(link);
    setState({ url: link.url, said: shareOutcomeText(await shareOrCopy(link.url, note.title)) });
  };

  return (
    <>
      <button type="button" className="btn btn-small btn-ghost" onClick={() => void share()}>
        Share<span className="visually-hidden"> {note.title}</span>
      </button>
      {state ? (
        <div className={styles.share} role="group" aria-label={`Share ${note.title}`}>
          {'url' in state ? (
            <>
              <p role="status">{state.said}</p>
              <label htmlFor={`${id}-link`}>Link to share</label>
              <input
                id={`${id}-link`}
                type="text"
                readOnly
                value={state.url}
                onFocus={(event) => event.currentTarget.select()}
              />
            </>
          ) : (
            <>
              <p role="status">
                This deck is too large for a link: it needs {state.tooLong.toLocaleString('en-US')} characters and a link
                holds {MAX_SHARE_LINK_CHARS.toLocaleString('en-US')} (enough for 200 cards of a term and a sentence, but
                not for this many long cards). Share it as a file instead: students import it on the notes board.
              </p>
              <button
                type="button"
                className="btn btn-small"
                onClick={() => downloadText(exportFileName(new Date()), exportNotes([note], new Date()))}
              >
                Download as a file
              </button>
            </>
          )}
        </div>
      ) : null}
    </>
  );
}
