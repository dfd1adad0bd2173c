import { useId, useState, type ChangeEvent } from 'react';
import { EMPTY_DRAFT, type Note, type NoteDraft } from '../note';
import { saveErrorText, updateNotes } from '../notes-store';
import { loadAllRecords, saveRecords } from '../study/study-store';
import {
  exportFileName,
  exportNotes,
  MAX_IMPORT_BYTES,
  mergeNotes,
  parseImport,
  studyOfAdded,
  titleFromFileName,
} from '../transfer';
import { downloadText } from '../../../shared/download';
import styles from './notes.module.css';

interface NotesTransferProps {
  notes: readonly Note[];
  signedIn: boolean;
  /** Opens a card list as a flashcards draft in the publish form. */
  onDraft: (draft: NoteDraft, notice: string) => void;
}

/** Export the board as JSON; import that JSON (merged by id) or a Quizlet / Anki / CSV card list. */
export function NotesTransfer({ notes, signedIn, onDraft }: NotesTransferProps) {
  const id = useId();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const download = async () => {
    const now = new Date();
    // Each card's schedule and review history go with the notes (an unreadable store exports the notes alone).
    const study = await loadAllRecords().catch(() => new Map());
    downloadText(exportFileName(now), exportNotes(notes, now, study));
    setMessage({ text: `Exported ${notes.length} ${notes.length === 1 ? 'note' : 'notes'}.`, error: false });
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = ''; // choosing the same file again still imports
    if (!file) return;
    const fail = (text: string) => setMessage({ text: `${file.name}: ${text}`, error: true });
    if (file.size > MAX_IMPORT_BYTES)
      return fail('this file is larger than 2 MB, too large for a notes export or a card list.');
    let text: string;
    try {
      text = await file.text();
    } catch {
      return fail('the file could not be read.');
    }
    const result = parseImport(text, file.name);
    if (result.kind === 'error') return fail(result.message);
    if (result.kind === 'notes') {
      let added = 0;
      let skipped = 0;
      let addedIds: number[] = [];
      const saved = updateNotes((current) => {
        const merged = mergeNotes(current, result.notes);
        ({ added, skipped, addedIds } = merged);
        return merged.notes;
      });
      if (!saved.ok) return fail(saveErrorText(saved));
      try {
        await saveRecords(studyOfAdded(result.study, addedIds));
      } catch {
        return fail('the notes were imported, but their study progress could not be saved on this device.');
      }
      return setMessage({
        text: `Imported ${added} ${added === 1 ? 'note' : 'notes'}${skipped ? `; ${skipped} already on the board were kept as they are` : ''}.`,
        error: false,
      });
    }
    if (!signedIn) return fail('log in to publish your notes, then import this card list again.');
    const extra = [
      result.skipped ? `${result.skipped} ${result.skipped === 1 ? 'line' : 'lines'} without both sides skipped` : '',
      result.truncated ? `${result.truncated} over the ${result.cards.length}-card limit left out` : '',
    ].filter(Boolean);
    onDraft(
      {
        ...EMPTY_DRAFT,
        type: 'flashcards',
        title: result.deck ?? titleFromFileName(file.name),
        topic: result.topic ?? '',
        flashcards: result.cards,
      },
      `${result.cards.length} cards read from ${file.name}${extra.length ? ` (${extra.join('; ')})` : ''}. ${result.topic ? `Topic ${result.topic} from the tags; check` : 'Choose a topic, check'} the cards, then Publish.`,
    );
    setMessage({ text: `${result.cards.length} cards are in the publish form, ready to review.`, error: false });
  };

  return (
    <section className={`card ${styles.summary}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Import and export</h2>
      <p className="muted">
        Back up the board as a file, or bring in a Pocket AP export or a Quizlet / Anki card list (.txt, .csv).
      </p>
      <div className="btn-row">
        <button type="button" className="btn" onClick={() => void download()} disabled={!notes.length}>
          Export
        </button>
        <input
          id={`${id}-file`}
          className={`visually-hidden ${styles.fileInput}`}
          type="file"
          accept=".json,.txt,.csv,.tsv,application/json,text/plain,text/csv,text/tab-separated-values"
          onChange={(event) => void importFile(event)}
        />
        <label htmlFor={`${id}-file`} className={`btn ${styles.fileLabel}`}>
          Import
        </label>
      </div>
      <div aria-live="polite">
        {message ? (
          <p className={`message ${message.error ? 'message-error' : 'message-success'} ${styles.transferMessage}`}>
            {message.text}
          </p>
        ) : null}
      </div>
    </section>
  );
}
