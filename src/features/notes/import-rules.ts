/** The editor's rules applied to imported notes: a file brings in only what the form would accept (docs/product.md#notes). */
import { applyEdit, checkDraft, draftFromNote, type Note } from './note';

export type ImportCheck = { ok: true; notes: Note[] } | { ok: false; message: string };

const MAX_NAMED = 5;
const shortTitle = (title: string) => {
  const text = title.trim() || 'untitled';
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
};

/**
 * Every note checked as the editor checks a draft. All pass: the notes as the editor would store them (trimmed,
 * only the fields of their type). Any fails: nothing is taken, and the message names which notes and why.
 */
export function checkImportedNotes(notes: readonly Note[]): ImportCheck {
  const accepted: Note[] = [];
  const refused: string[] = [];
  for (const [index, note] of notes.entries()) {
    const check = checkDraft(draftFromNote(note));
    if (check.ok) accepted.push(applyEdit(note, check.fields));
    else refused.push(`note ${index + 1} “${shortTitle(note.title)}” needs ${check.missing.join(', ')}`);
  }
  if (!refused.length) return { ok: true, notes: accepted };
  const named = refused.slice(0, MAX_NAMED).join('; ');
  const more = refused.length > MAX_NAMED ? `; and ${refused.length - MAX_NAMED} more` : '';
  const count = refused.length === 1 ? '1 note breaks' : `${refused.length} notes break`;
  return { ok: false, message: `Nothing was imported: ${count} the editor's rules (${named}${more}). Fix the file and import it again.` };
}
