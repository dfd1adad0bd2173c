import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '../../shared/storage/keys';
import type { Note } from './note';
import { parseNotes, readNotes, saveErrorText, subscribeNotes, updateNotes } from './notes-store';

const note: Note = { id: 1, author: 'Ada', title: 'T', topic: 'APUSH', type: 'notes', created: 'today', content: 'c' };
const KEY = LOCAL_STORAGE_KEYS.notes;
const BACKUP = LOCAL_STORAGE_KEYS.notesBackup;

afterEach(() => localStorage.clear());

describe('parseNotes', () => {
  it('reads nothing stored as an empty list', () => {
    expect(parseNotes(null)).toEqual({ notes: [], unreadable: 0 });
  });
  it('marks text that is not a JSON list as unreadable', () => {
    expect(parseNotes('{oops')).toEqual({ notes: [], unreadable: -1 });
    expect(parseNotes('{"id":1}')).toEqual({ notes: [], unreadable: -1 });
  });
  it('keeps the entries that pass the schema and counts the rest', () => {
    expect(parseNotes(JSON.stringify([note, { id: 'x' }, { ...note, topic: 'Chemistry' }]))).toEqual({
      notes: [note],
      unreadable: 2,
    });
  });
});

describe('the notes store', () => {
  it('saves, reads back and notifies this tab', () => {
    const onChange = vi.fn();
    const stop = subscribeNotes(onChange);
    expect(updateNotes((notes) => [note, ...notes])).toEqual({ ok: true });
    expect(readNotes().notes).toEqual([note]);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual([note]);
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
  });

  it('keeps a corrupt value aside before anything overwrites it, and opens empty', () => {
    localStorage.setItem(KEY, 'not json at all');
    const snapshot = readNotes();
    expect(snapshot).toMatchObject({ notes: [], unreadable: -1, backedUp: true });
    expect(JSON.parse(localStorage.getItem(BACKUP)!)).toEqual(['not json at all']);
    // The stored value itself is untouched until the student saves something.
    expect(localStorage.getItem(KEY)).toBe('not json at all');
    updateNotes((notes) => [note, ...notes]);
    expect(readNotes().notes).toEqual([note]);
    // A second, different corruption is added to the backup, not written over the first.
    localStorage.setItem(KEY, '[{"broken": true}]');
    expect(readNotes()).toMatchObject({ notes: [], unreadable: 1 });
    expect(JSON.parse(localStorage.getItem(BACKUP)!)).toEqual(['not json at all', '[{"broken": true}]']);
  });

  it('refuses to write over an unreadable value it could not back up', () => {
    localStorage.setItem(KEY, 'corrupt');
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const result = updateNotes((notes) => [note, ...notes]);
    expect(result).toMatchObject({ ok: false, reason: 'unsafe' });
    setItem.mockRestore();
    expect(localStorage.getItem(KEY)).toBe('corrupt');
  });

  it('reports a full storage (QuotaExceededError) and keeps the old list', () => {
    updateNotes(() => [note]);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const result = updateNotes((notes) => [{ ...note, id: 2 }, ...notes]);
    expect(result).toMatchObject({ ok: false, reason: 'quota' });
    expect(saveErrorText(result)).toMatch(/storage is full.*Your text is still here/);
    expect(readNotes().notes).toEqual([note]);
  });

  it('hears a change made in another tab (the storage event)', () => {
    const onChange = vi.fn();
    const stop = subscribeNotes(onChange);
    localStorage.setItem(KEY, JSON.stringify([note]));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(readNotes().notes).toEqual([note]);
    stop();
  });
});
