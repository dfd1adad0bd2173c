import { useNavigate } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { PATHS } from '../../../shared/paths';
import { Page } from '../../../shared/ui/page';
import { applyEdit, canEdit, draftFromNote, type NoteFields } from '../note';
import { updateNotes } from '../notes-store';
import { useNotes, useNotesUser } from '../use-notes';
import { NoteEditor } from './note-editor';

const noop = () => () => undefined;

/**
 * Edit Note (see docs/product.md#notes): only the author's own note; a missing id or someone else's note goes
 * back to /notes. The decision waits for the device's data (never made from the empty server snapshot).
 */
export function NoteEditScreen({ id }: { id: number }) {
  const navigate = useNavigate();
  const onClient = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const { notes } = useNotes();
  const user = useNotesUser();
  const note = notes.find((n) => n.id === id);
  const allowed = Boolean(note && canEdit(note, user));

  useEffect(() => {
    if (onClient && !allowed) void navigate({ to: PATHS.notes, replace: true });
  }, [onClient, allowed, navigate]);

  const save = (fields: NoteFields) => {
    const result = updateNotes((current) => current.map((n) => (n.id === id ? applyEdit(n, fields) : n)));
    if (result.ok) void navigate({ to: PATHS.notes });
    return result;
  };

  return (
    <Page title="Edit Note">
      {note && allowed ? (
        <div className="card">
          <NoteEditor
            label="Edit Note"
            initial={draftFromNote(note)}
            submitLabel="Save Changes"
            onSubmit={save}
            actions={
              <button type="button" className="btn" onClick={() => void navigate({ to: PATHS.notes })}>
                Cancel
              </button>
            }
          />
        </div>
      ) : (
        <p className="muted">Opening the note…</p>
      )}
    </Page>
  );
}
