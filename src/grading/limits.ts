/** Size limits the browser and the functions share (the functions enforce them; the screens warn early). */
export const MAX_BODY_BYTES = 64 * 1024;
export const MAX_ESSAY_CHARS = 20_000;
export const MAX_SAQ_ANSWER_CHARS = 4_000;
