/** When Pocket AP offers to be installed (docs/product.md#offline); pure, so tested apart from the browser. */
export const DISMISS_FOR_MS = 14 * 24 * 60 * 60_000;

/**
 * Screens a student is working through, where a toast would cover the controls in use: the MCQ / SAQ / DBQ / LEQ
 * exams (not their year pickers), the unit quizzes and flashcard study (its rating buttons sit at the bottom).
 */
export function isFocusedPath(pathname: string): boolean {
  return (
    /^\/apush-practice-exam\/(mcq|saq|dbq|leq)\/(?!select\/?$)[^/]+/.test(pathname) ||
    /\/quiz\/?$/.test(pathname) ||
    /^\/notes\/study(\/|$)/.test(pathname)
  );
}

/** iPhone / iPad Safari (iPadOS reports a Mac with touch): it has no install prompt, only Add to Home Screen. */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}

export interface OfferState {
  pathname: string;
  now: number;
  dismissedAt: number | null;
  installed: boolean;
  /** The browser's install prompt was captured (Chromium's beforeinstallprompt). */
  canPrompt: boolean;
  iosSafari: boolean;
}

/** 'prompt' (an Install button), 'ios' (Add to Home Screen steps) or null (no offer). */
export function offerKind(state: OfferState): 'prompt' | 'ios' | null {
  if (state.installed || isFocusedPath(state.pathname)) return null;
  if (state.dismissedAt !== null && state.now - state.dismissedAt < DISMISS_FOR_MS) return null;
  if (state.canPrompt) return 'prompt';
  return state.iosSafari ? 'ios' : null;
}
