/** What routes take from the notes besides screens: their URL checks (docs/architecture.md#layers). */
export { parseNoteId } from './note-basics';
export { validateNotesSearch } from './search-notes';
