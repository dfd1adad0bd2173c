/** A note or deck in the link's fragment, which no server sees (docs/product.md#sharing-a-note-by-link).
 * Opening applies the editor's rules, so a link carries nothing it refuses. */
import { checkDraft, LIMITS, type Note, type NoteFields } from './note';
import { publicAuthorName, TOPICS } from './note-basics';

export const SHARE_FORMAT_VERSION = '1';
/** The longest link Pocket AP makes or opens, in characters (docs/product.md#sharing-a-note-by-link). */
export const MAX_SHARE_LINK_CHARS = 32_000;

/** What a link carries: short keys keep links short. */
interface SharePayload {
  /** title */ t: string;
  /** topic */ p: string;
  /** type */ k: 'notes' | 'flashcards';
  /** author (the notes user name of whoever shared it) */ a: string;
  /** content */ c?: string;
  /** document link */ u?: string;
  /** flashcards as [front, back] */ f?: [string, string][];
}

export interface SharedNote {
  fields: NoteFields;
  /** Who shared it ('Shared by {author}'). */
  author: string;
  /** A fingerprint of the shared content: the same link always gives the same id, so a second add is noticed. */
  shareId: string;
}

export type DecodeResult = { ok: true; shared: SharedNote } | { ok: false; message: string };

export const SHARE_ERRORS = {
  empty: 'This link has no shared note in it: ask for the link again.',
  damaged: 'This link is incomplete or damaged, so nothing was added: ask for the link again.',
  version: 'This link was made by a newer version of Pocket AP: reload the app to update it, then open the link again.',
  tooLong: `This link is longer than ${MAX_SHARE_LINK_CHARS.toLocaleString('en-US')} characters, so Pocket AP does not open it.`,
  unsupported: 'This browser cannot open compressed links: update it, or ask for the note as an export file.',
} as const;

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const source = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(bytes as Uint8Array<ArrayBuffer>);
      controller.close();
    },
  });
  return new Uint8Array(await new Response(source.pipeThrough(stream)).arrayBuffer());
}

/** FNV-1a over the payload text, as 13 base-36 digits: a stable id for "already on your board", not a secret. */
export function fingerprint(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of encoder.encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(36).padStart(13, '0');
}

function payloadOf(note: Pick<Note, 'title' | 'topic' | 'type' | 'author' | 'content' | 'docUrl' | 'flashcards'>): SharePayload {
  const payload: SharePayload = { t: note.title, p: note.topic, k: note.type, a: publicAuthorName(note.author) };
  if (note.type === 'notes') {
    if (note.content) payload.c = note.content;
    if (note.docUrl) payload.u = note.docUrl;
  } else {
    payload.f = (note.flashcards ?? []).map((card) => [card.front, card.back]);
  }
  return payload;
}

export async function encodeShareFragment(note: Note, compress = typeof CompressionStream === 'function'): Promise<string> {
  const json = encoder.encode(JSON.stringify(payloadOf(note)));
  if (!compress) return `${SHARE_FORMAT_VERSION}.j.${toBase64Url(json)}`;
  return `${SHARE_FORMAT_VERSION}.z.${toBase64Url(await pipe(json, new CompressionStream('deflate')))}`;
}

/** Reads a fragment (with or without '#'); every failure is one clear sentence and nothing else. */
export async function decodeShareFragment(fragment: string): Promise<DecodeResult> {
  const text = fragment.replace(/^#/, '').trim();
  if (!text) return { ok: false, message: SHARE_ERRORS.empty };
  if (text.length > MAX_SHARE_LINK_CHARS) return { ok: false, message: SHARE_ERRORS.tooLong };
  const match = /^(\d+)\.([a-z])\.(.*)$/s.exec(text);
  if (!match) return { ok: false, message: SHARE_ERRORS.damaged };
  const [, version, encoding, data] = match;
  if (version !== SHARE_FORMAT_VERSION) {
    return { ok: false, message: Number(version) > Number(SHARE_FORMAT_VERSION) ? SHARE_ERRORS.version : SHARE_ERRORS.damaged };
  }
  const bytes = fromBase64Url(data);
  if (!bytes || bytes.length === 0) return { ok: false, message: SHARE_ERRORS.damaged };

  let json: string;
  try {
    if (encoding === 'z') {
      if (typeof DecompressionStream !== 'function') return { ok: false, message: SHARE_ERRORS.unsupported };
      json = decoder.decode(await pipe(bytes, new DecompressionStream('deflate')));
    } else if (encoding === 'j') {
      json = decoder.decode(bytes);
    } else {
      return { ok: false, message: SHARE_ERRORS.damaged };
    }
  } catch {
    return { ok: false, message: SHARE_ERRORS.damaged };
  }
  return readPayload(json);
}

function readPayload(json: string): DecodeResult {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, message: SHARE_ERRORS.damaged };
  }
  const payload = asPayload(value);
  if (!payload) return { ok: false, message: SHARE_ERRORS.damaged };
  if ((payload.f?.length ?? 0) > LIMITS.cards) {
    return { ok: false, message: `This shared deck has more than ${LIMITS.cards} cards, which Pocket AP's editor does not allow, so nothing was added.` };
  }
  const check = checkDraft({
    title: payload.t,
    topic: payload.p as (typeof TOPICS)[number],
    type: payload.k,
    content: payload.c ?? '',
    docUrl: payload.u ?? '',
    // Sides are trimmed as the editor does when a card is added; a blank side makes the deck invalid below.
    flashcards: (payload.f ?? []).map(([front, back]) => ({ front: front.trim(), back: back.trim() })),
  });
  const blankCard = (payload.f ?? []).some(([front, back]) => !front.trim() || !back.trim());
  if (!check.ok || blankCard) {
    const missing = check.ok ? ['two sides on every card'] : check.missing;
    return { ok: false, message: `This shared note breaks the editor's rules (it needs ${missing.join(', ')}), so nothing was added.` };
  }
  const author = publicAuthorName(payload.a.slice(0, LIMITS.title));
  return { ok: true, shared: { fields: check.fields, author, shareId: fingerprint(JSON.stringify(payloadOf({ ...check.fields, author }))) } };
}

const isString = (value: unknown): value is string => typeof value === 'string';

function asPayload(value: unknown): SharePayload | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const known = new Set(['t', 'p', 'k', 'a', 'c', 'u', 'f']);
  if (Object.keys(v).some((key) => !known.has(key))) return null;
  if (!isString(v.t) || !isString(v.p) || !isString(v.a) || (v.k !== 'notes' && v.k !== 'flashcards')) return null;
  if (!(TOPICS as readonly string[]).includes(v.p)) return null;
  if (v.c !== undefined && !isString(v.c)) return null;
  if (v.u !== undefined && !isString(v.u)) return null;
  if (v.f !== undefined && !(Array.isArray(v.f) && v.f.every((card) => Array.isArray(card) && card.length === 2 && card.every(isString)))) return null;
  return v as unknown as SharePayload;
}

/** Null when the link would be longer than links may be. */
export async function shareLinkFor(note: Note, origin: string, path: string): Promise<{ url: string } | { tooLong: number }> {
  const url = `${origin}${path}#${await encodeShareFragment(note)}`;
  return url.length > MAX_SHARE_LINK_CHARS ? { tooLong: url.length } : { url };
}

/** The copy a student adds to their board: a new id, themselves as author where known, the sharer kept. */
export function copyOfShared(shared: SharedNote, author: string | null, now: Date): Note {
  return {
    id: now.getTime(),
    author: author ?? shared.author,
    created: now.toLocaleString(),
    ...shared.fields,
    sharedBy: shared.author,
    shareId: shared.shareId,
    // The student's own copy: theirs to edit and delete whatever the author's name (as for an import).
    imported: true,
  };
}
