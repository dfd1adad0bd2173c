/** The notes' part of My progress (docs/architecture.md#progress-sources): flashcard figures (the device's, not an account's). */
import type { ProgressSource } from '../../shared/progress/contract';
import { loadFlashcardSummary } from './study/flashcard-summary';

export const readFlashcards: ProgressSource<'flashcards'>['read'] = () => loadFlashcardSummary(new Date());
