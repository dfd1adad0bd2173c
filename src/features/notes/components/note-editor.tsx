import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useEarlyInput } from '../../../shared/hooks/use-early-input';
import { FormField } from '../../../shared/ui/form-field';
import {
  checkDraft,
  docUrlError,
  EMPTY_DRAFT,
  LIMITS,
  makeFlashcard,
  missingHint,
  NOTE_TYPES,
  type NoteDraft,
  type NoteFields,
} from '../note';
import { TOPICS } from '../note-basics';
import { saveErrorText, type SaveResult } from '../notes-store';
import { cardIds } from '../study/scheduler';
import styles from './notes.module.css';

interface NoteEditorProps {
  /** The form's accessible name, e.g. "Publish a note". */
  label: string;
  initial: NoteDraft;
  submitLabel: string;
  /** Saves the checked fields; on failure the form keeps everything typed and shows why. */
  onSubmit: (fields: NoteFields) => SaveResult;
  /** Clear the form after a successful save (publishing); editing navigates away instead. */
  resetOnSuccess?: boolean;
  /** Extra buttons after the submit button (Cancel). */
  actions?: ReactNode;
  /** Shown above the fields, e.g. where an imported draft came from. */
  notice?: ReactNode;
}

/** The publish and edit form (docs/product.md#notes). Nothing typed is rendered as HTML. */
export function NoteEditor({
  label,
  initial,
  submitLabel,
  onSubmit,
  resetOnSuccess,
  actions,
  notice,
}: NoteEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState<NoteDraft>(initial);
  const [front, setFront] = useState('');
  const [back, setBack] = useState('');
  const [cardHint, setCardHint] = useState('');
  /** The card being edited in place (its index), or null while adding. */
  const [editing, setEditing] = useState<number | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [urlTouched, setUrlTouched] = useState(false);
  const [saveError, setSaveError] = useState('');
  const [saved, setSaved] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef);

  const set = <K extends keyof NoteDraft>(key: K, value: NoteDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setSaved('');
  };
  const check = checkDraft(draft);
  const urlError = urlTouched || attempted ? docUrlError(draft.docUrl) : null;
  const full = draft.flashcards.length >= LIMITS.cards;

  const addCard = () => {
    const card = makeFlashcard(front, back);
    if (!card) return setCardHint('Fill in both the front and the back.');
    if (editing !== null) {
      // Edited in place: the card keeps its id (and tags), so its study schedule stays with it.
      const old = draft.flashcards[editing];
      const cardId = old.id ?? cardIds(draft.flashcards)[editing];
      set(
        'flashcards',
        draft.flashcards.map((c, i) => (i === editing ? { ...old, ...card, id: cardId } : c)),
      );
      setEditing(null);
      setCardHint(`Card ${editing + 1} saved.`);
    } else {
      if (full) return setCardHint(`A deck holds at most ${LIMITS.cards} cards.`);
      set('flashcards', [...draft.flashcards, card]);
      setCardHint('');
    }
    setFront('');
    setBack('');
    document.getElementById(`${id}-front`)?.focus();
  };
  const editCard = (index: number) => {
    setEditing(index);
    setFront(draft.flashcards[index].front);
    setBack(draft.flashcards[index].back);
    setCardHint(`Editing card ${index + 1}: change it, then Save card.`);
    document.getElementById(`${id}-front`)?.focus();
  };
  const cancelEdit = () => {
    setEditing(null);
    setFront('');
    setBack('');
    setCardHint('');
  };
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addCard();
  };
  const removeCard = (index: number) => {
    if (editing !== null) cancelEdit();
    set(
      'flashcards',
      draft.flashcards.filter((_, i) => i !== index),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!check.ok) return;
    const result = onSubmit(check.fields);
    if (!result.ok) return setSaveError(saveErrorText(result));
    setSaveError('');
    if (resetOnSuccess) {
      setDraft(EMPTY_DRAFT);
      setAttempted(false);
      setUrlTouched(false);
      setSaved('Published.');
    }
  };

  return (
    <form ref={formRef} className={styles.editor} onSubmit={submit} noValidate aria-label={label}>
      {notice}
      <FormField id={`${id}-title`} label="Title" counter={{ length: draft.title.length, max: LIMITS.title }}>
        {(control) => (
          <input
            {...control}
            name="title"
            required
            maxLength={LIMITS.title}
            autoComplete="off"
            value={draft.title}
            onChange={(e) => set('title', e.target.value)}
          />
        )}
      </FormField>
      <div className={styles.pair}>
        <FormField id={`${id}-topic`} label="Topic">
          {(control) => (
            <select
              {...control}
              name="topic"
              required
              value={draft.topic}
              onChange={(e) => set('topic', e.target.value as NoteDraft['topic'])}
            >
              <option value="">Choose a topic</option>
              {TOPICS.map((topic) => (
                <option key={topic} value={topic}>
                  {topic}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-type`} label="Type">
          {(control) => (
            <select
              {...control}
              name="type"
              required
              value={draft.type}
              onChange={(e) => set('type', e.target.value as NoteDraft['type'])}
            >
              <option value="">Choose a type</option>
              {NOTE_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>

      {draft.type === 'notes' ? (
        <>
          <FormField
            id={`${id}-content`}
            label="Content"
            counter={{ length: draft.content.length, max: LIMITS.content }}
          >
            {(control) => (
              <textarea
                {...control}
                name="content"
                rows={6}
                maxLength={LIMITS.content}
                value={draft.content}
                onChange={(e) => set('content', e.target.value)}
              />
            )}
          </FormField>
          <FormField
            id={`${id}-doc`}
            label="Document link"
            hint="Optional: a web link (https://…) to a shared document."
            error={urlError}
          >
            {(control) => (
              <input
                {...control}
                name="docUrl"
                type="url"
                inputMode="url"
                autoComplete="url"
                maxLength={LIMITS.docUrl}
                placeholder="https://"
                value={draft.docUrl}
                onBlur={() => setUrlTouched(true)}
                onChange={(e) => set('docUrl', e.target.value)}
              />
            )}
          </FormField>
        </>
      ) : null}

      {draft.type === 'flashcards' ? (
        <fieldset className={styles.cards}>
          <legend>Flashcards</legend>
          <div className={styles.pair}>
            <FormField id={`${id}-front`} label="Front" counter={{ length: front.length, max: LIMITS.side }}>
              {(control) => (
                <input
                  {...control}
                  name="front"
                  autoComplete="off"
                  maxLength={LIMITS.side}
                  value={front}
                  onKeyDown={addOnEnter}
                  onChange={(e) => setFront(e.target.value)}
                />
              )}
            </FormField>
            <FormField id={`${id}-back`} label="Back" counter={{ length: back.length, max: LIMITS.side }}>
              {(control) => (
                <input
                  {...control}
                  name="back"
                  autoComplete="off"
                  maxLength={LIMITS.side}
                  value={back}
                  onKeyDown={addOnEnter}
                  onChange={(e) => setBack(e.target.value)}
                />
              )}
            </FormField>
          </div>
          <div className={styles.addRow}>
            <button type="button" className="btn" onClick={addCard} disabled={full && editing === null}>
              {editing === null ? 'Add flashcard' : 'Save card'}
            </button>
            {editing !== null ? (
              <button type="button" className="btn btn-ghost" onClick={cancelEdit}>
                Cancel edit
              </button>
            ) : null}
            <span className="muted" aria-live="polite">
              {cardHint || `${draft.flashcards.length} / ${LIMITS.cards} cards`}
            </span>
          </div>
          {draft.flashcards.length ? (
            <ol className={styles.cardList} aria-label="Flashcards in this note">
              {draft.flashcards.map((card, index) => (
                <li key={`${index}-${card.front}`}>
                  <span className={styles.pairText}>
                    {card.front} → {card.back}
                    {card.tags?.length ? <span className={styles.tags}> {card.tags.map((t) => `#${t}`).join(' ')}</span> : null}
                  </span>
                  <button
                    type="button"
                    className="btn btn-small btn-ghost"
                    aria-pressed={editing === index}
                    onClick={() => editCard(index)}
                  >
                    Edit<span className="visually-hidden"> card {index + 1}</span>
                  </button>
                  <button type="button" className="btn btn-small btn-ghost" onClick={() => removeCard(index)}>
                    Remove<span className="visually-hidden"> card {index + 1}</span>
                  </button>
                </li>
              ))}
            </ol>
          ) : null}
        </fieldset>
      ) : null}

      <div className={styles.submitRow}>
        <button type="submit" className="btn btn-primary">
          {submitLabel}
        </button>
        {actions}
        <p className={styles.submitHint} role="status">
          {attempted && !check.ok ? missingHint(check.missing) : saved}
        </p>
      </div>
      {saveError ? (
        <p className="message message-error" role="alert">
          {saveError}
        </p>
      ) : null}
    </form>
  );
}
