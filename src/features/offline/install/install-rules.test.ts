import { describe, expect, it } from 'vitest';
import { DISMISS_FOR_MS, isFocusedPath, isIosSafari, offerKind, type OfferState } from './install-rules';

const base: OfferState = {
  pathname: '/',
  now: 1_800_000_000_000,
  dismissedAt: null,
  installed: false,
  canPrompt: true,
  iosSafari: false,
};

describe('the install offer', () => {
  it('offers the browser’s prompt, or Add to Home Screen on iPhone Safari, else nothing', () => {
    expect(offerKind(base)).toBe('prompt');
    expect(offerKind({ ...base, canPrompt: false, iosSafari: true })).toBe('ios');
    expect(offerKind({ ...base, canPrompt: false })).toBeNull();
  });
  it('never during an exam, a quiz or flashcard study (year pickers and the notes board are fine)', () => {
    for (const path of [
      '/apush-practice-exam/mcq/2014',
      '/apush-practice-exam/saq/2025',
      '/apush-practice-exam/dbq/2024',
      '/apush-practice-exam/leq/2023',
      '/apush-study-guide/unit/1/quiz',
      '/notes/study',
      '/notes/study/1700000000000',
    ]) {
      expect(isFocusedPath(path), path).toBe(true);
      expect(offerKind({ ...base, pathname: path }), path).toBeNull();
    }
    expect(isFocusedPath('/apush-practice-exam/mcq/select')).toBe(false);
    expect(isFocusedPath('/notes')).toBe(false);
  });
  it('not again for two weeks after a dismissal, and never once installed', () => {
    expect(offerKind({ ...base, dismissedAt: base.now - DISMISS_FOR_MS + 60_000 })).toBeNull();
    expect(offerKind({ ...base, dismissedAt: base.now - DISMISS_FOR_MS })).toBe('prompt');
    expect(offerKind({ ...base, installed: true })).toBeNull();
  });
  it('recognises iPhone and iPad Safari, not Chrome or Firefox on iOS', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
    expect(isIosSafari(iphone, 5)).toBe(true);
    expect(isIosSafari(ipad, 5)).toBe(true);
    expect(isIosSafari(ipad, 0)).toBe(false); // a Mac
    expect(isIosSafari(iphone.replace('Version/18.0', 'CriOS/130.0'), 5)).toBe(false);
  });
});
