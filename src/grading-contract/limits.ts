/** Size limits the browser and the functions share (the functions enforce them; the screens warn early). */
export const MAX_BODY_BYTES = 64 * 1024;
export const MAX_ESSAY_CHARS = 20_000;
export const MAX_SAQ_ANSWER_CHARS = 4_000;

/**
 * The least the functions grade (fewer words are refused before the model is called, so a blank answer never
 * brings back the scoring notes). A word is a run of letters or digits.
 */
export const MIN_ESSAY_WORDS = 25;
export const MIN_SAQ_ANSWER_WORDS = 3;
export const countWords = (text: string) => text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
/** An SAQ part is answered when it has at least MIN_SAQ_ANSWER_WORDS words. */
export const isAnsweredSaqPart = (text: string) => countWords(text) >= MIN_SAQ_ANSWER_WORDS;
