import { describe, expect, it } from 'vitest';
import type { Note } from './note';
import {
  copyOfShared,
  decodeShareFragment,
  encodeShareFragment,
  MAX_SHARE_LINK_CHARS,
  SHARE_ERRORS,
  shareLinkFor,
} from './share-link';

const deck = (cards: number, side = (i: number) => `Card ${i}`): Note => ({
  id: 1,
  author: 'Ms. Rivera',
  title: 'Period 3 terms',
  topic: 'APUSH',
  type: 'flashcards',
  created: '1/1/2026',
  flashcards: Array.from({ length: cards }, (_, i) => ({ front: side(i), back: side(i + 10_000) })),
});

/** A seeded generator, so the figures below are the same on every run. */
function random(seed: number) {
  let x = seed || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}
const WORDS = (
  'the act of congress passed in colonial trade tax parliament protest boycott treaty war frontier settlers land ' +
  'slavery cotton plantation labor union strike court ruling amendment rights vote election party president ' +
  'reform movement women temperance abolition railroad industry immigrants cities farmers debt tariff bank ' +
  'constitution federal states power compromise territory expansion native nations removal gold silver market'
).split(' ');
/** Realistic card text: a term of 2-4 words, or a definition of 12-20 words, drawn from history vocabulary. */
const realistic = (i: number) => {
  const next = random(i + 1);
  const words = (n: number) => Array.from({ length: n }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ');
  return `${words(2 + Math.floor(next() * 3))} (${1607 + Math.floor(next() * 400)}): ${words(12 + Math.floor(next() * 9))}.`;
};

async function roundTrip(note: Note) {
  const result = await decodeShareFragment(await encodeShareFragment(note));
  if (!result.ok) throw new Error(result.message);
  return result.shared;
}

/** Re-encodes a changed payload the way a tamperer would, uncompressed. */
function plainFragment(payload: unknown, version = '1'): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  const b64 = Buffer.from(bytes).toString('base64url');
  return `${version}.j.${b64}`;
}

describe('share links', () => {
  it('carry a 200-card deck there and back, compressed', async () => {
    const note = deck(200, realistic);
    const fragment = await encodeShareFragment(note);
    expect(fragment).toMatch(/^1\.z\.[A-Za-z0-9_-]+$/);
    const shared = await roundTrip(note);
    expect(shared.fields.flashcards).toEqual(note.flashcards);
    expect(shared.author).toBe('Ms. Rivera');
  });

  it('never carry an email as the author: until a username is chosen the deck is "A Pocket AP student"’s', async () => {
    const note: Note = { ...deck(2), author: 'ada.lovelace@example.com' };
    const fragment = await encodeShareFragment(note, false);
    const payload = Buffer.from(fragment.slice('1.j.'.length), 'base64url').toString('utf8');
    expect(payload).not.toContain('@');
    expect((await roundTrip(note)).author).toBe('A Pocket AP student');
    // An older link that carries an email is shown without it too.
    const old = await decodeShareFragment(plainFragment({ t: 'Deck', p: 'APUSH', k: 'flashcards', a: 'x@y.org', f: [['a', 'b']] }));
    expect(old.ok && old.shared.author).toBe('A Pocket AP student');
  });

  it('keep unicode, line breaks and text that looks like HTML as text', async () => {
    const note: Note = {
      ...deck(0),
      type: 'notes',
      flashcards: undefined,
      title: 'Émancipation — “1863” 🇺🇸',
      content: 'Line one\nLine two <b>not bold</b> 中文',
      docUrl: 'https://www.loc.gov/item/x',
    };
    const shared = await roundTrip(note);
    expect(shared.fields).toMatchObject({ title: note.title, content: note.content, docUrl: note.docUrl });
  });

  it('work without CompressionStream (plain encoding) and give the same fingerprint', async () => {
    const note = deck(3);
    const plain = await encodeShareFragment(note, false);
    expect(plain).toMatch(/^1\.j\./);
    const a = await decodeShareFragment(plain);
    const b = await decodeShareFragment(await encodeShareFragment(note, true));
    expect(a.ok && b.ok && a.shared.shareId === b.shared.shareId).toBe(true);
  });

  it('refuse a truncated link', async () => {
    const fragment = await encodeShareFragment(deck(20, realistic));
    expect(await decodeShareFragment(fragment.slice(0, -12))).toEqual({ ok: false, message: SHARE_ERRORS.damaged });
  });

  it('refuse a tampered compressed link (the checksum no longer matches)', async () => {
    const fragment = await encodeShareFragment(deck(20, realistic));
    const at = fragment.length - 30;
    const flipped = fragment.slice(0, at) + (fragment[at] === 'A' ? 'B' : 'A') + fragment.slice(at + 1);
    expect(await decodeShareFragment(flipped)).toEqual({ ok: false, message: SHARE_ERRORS.damaged });
  });

  it('refuse an unknown version, a newer one with its own sentence', async () => {
    const payload = { t: 'x', p: 'APUSH', k: 'notes', a: 'a', c: 'y' };
    expect(await decodeShareFragment(plainFragment(payload, '2'))).toEqual({ ok: false, message: SHARE_ERRORS.version });
    expect(await decodeShareFragment('zz.j.abc')).toEqual({ ok: false, message: SHARE_ERRORS.damaged });
    expect(await decodeShareFragment('')).toEqual({ ok: false, message: SHARE_ERRORS.empty });
  });

  it("apply the editor's rules: links, topics, lengths, card counts, extra fields", async () => {
    const base = { t: 'Title', p: 'APUSH', k: 'notes', a: 'Ms. Rivera', c: 'Text' };
    const refused = async (payload: unknown) => {
      const result = await decodeShareFragment(plainFragment(payload));
      expect(result.ok).toBe(false);
      return result.ok ? '' : result.message;
    };
    expect(await refused({ ...base, u: 'javascript:alert(1)' })).toMatch(/editor's rules.*web link/);
    expect(await refused({ ...base, p: 'AP Chemistry' })).toBe(SHARE_ERRORS.damaged);
    expect(await refused({ ...base, t: 'x'.repeat(121) })).toMatch(/shorter text/);
    expect(await refused({ ...base, t: '   ' })).toMatch(/a title/);
    expect(await refused({ ...base, html: '<img src=x onerror=alert(1)>' })).toBe(SHARE_ERRORS.damaged);
    const cards = Array.from({ length: 201 }, (_, i) => [`f${i}`, `b${i}`]);
    expect(await refused({ t: 'Deck', p: 'APUSH', k: 'flashcards', a: 'a', f: cards })).toMatch(/more than 200 cards/);
    expect(await refused({ t: 'Deck', p: 'APUSH', k: 'flashcards', a: 'a', f: [['front', '  ']] })).toMatch(/two sides/);
    expect(await refused({ t: 'Deck', p: 'APUSH', k: 'flashcards', a: 'a', f: [['front', 3]] })).toBe(SHARE_ERRORS.damaged);
  });

  it('refuse a link over the size limit, and do not make one', async () => {
    expect(await decodeShareFragment(`1.j.${'A'.repeat(MAX_SHARE_LINK_CHARS)}`)).toEqual({ ok: false, message: SHARE_ERRORS.tooLong });
    // 200 cards of 1,000 random-looking characters a side cannot be compressed below the limit.
    const noise = (i: number) => {
      const next = random(i + 7);
      return Array.from({ length: 1000 }, () => String.fromCharCode(33 + Math.floor(next() * 89))).join('');
    };
    const huge = { ...deck(200), flashcards: Array.from({ length: 200 }, (_, i) => ({ front: noise(i), back: noise(i + 1000) })) };
    const link = await shareLinkFor(huge, 'https://pocket-ap.example', '/notes/shared');
    expect('tooLong' in link && link.tooLong).toBeGreaterThan(MAX_SHARE_LINK_CHARS);
  });

  it("prints the link lengths of realistic decks (docs/product.md#sharing-a-note-by-link)", async () => {
    const lengths: Record<number, number> = {};
    for (const cards of [10, 50, 200]) {
      const link = await shareLinkFor(deck(cards, realistic), 'https://pocket-ap.netlify.app', '/notes/shared');
      expect('url' in link).toBe(true);
      lengths[cards] = 'url' in link ? link.url.length : 0;
    }
    console.log('share link length by cards:', lengths);
    expect(lengths[200]).toBeLessThan(MAX_SHARE_LINK_CHARS);
  });

  it("make the student's own copy: new id, the student as author, the sharer kept", async () => {
    const shared = await roundTrip(deck(2));
    const now = new Date('2026-11-25T10:00:00Z');
    const copy = copyOfShared(shared, 'Sam', now);
    expect(copy).toMatchObject({ id: now.getTime(), author: 'Sam', sharedBy: 'Ms. Rivera', shareId: shared.shareId, imported: true });
    expect(copyOfShared(shared, null, now).author).toBe('Ms. Rivera');
  });
});
