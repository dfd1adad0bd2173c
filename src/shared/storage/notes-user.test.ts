import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearNotesUser, getNotesUser, NOTES_USER_KEY, setNotesUser, subscribeNotesUser } from './notes-user';

afterEach(() => localStorage.clear());

describe('notes user name', () => {
  it('is set, trimmed, read back and cleared, telling subscribers each time it changes', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeNotesUser(onChange);
    setNotesUser('  Ada  ');
    expect(localStorage.getItem(NOTES_USER_KEY)).toBe('Ada');
    expect(getNotesUser()).toBe('Ada');
    setNotesUser('Ada'); // unchanged: no event
    clearNotesUser();
    expect(getNotesUser()).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
    setNotesUser('Grace');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('treats an empty name as signed out', () => {
    setNotesUser('Ada');
    setNotesUser('   ');
    expect(getNotesUser()).toBeNull();
  });
});
