/**
 * Card lists from Anki ("Notes in Plain Text" with its `#key:value` headers), Quizlet and CSV, turned into cards, a
 * suggested topic and title. The headers honoured are listed in docs/product.md#notes.
 */
import { TOPICS, type Topic } from '../note-basics';
import { parseDelimited } from './delimited';
import { htmlToText, looksLikeHtml } from './html-to-text';

export interface ImportedCard {
  front: string;
  back: string;
  tags: string[];
}

export interface CardListParse {
  cards: ImportedCard[];
  skipped: number;
  /** The topic the cards' tags name most often (APUSH, AP Gov, AP World), or null. */
  topic: Topic | null;
  /** The deck's name from `#deck:` or a deck column, or null. */
  deck: string | null;
  /** Rows past `maxCards` cards: counted, never read. */
  beyond: number;
}

export interface CardListLimits {
  maxCards: number;
  /** A side longer than this, as text, is skipped; a raw field longer than `maxSide * 10` is skipped unread. */
  maxSide: number;
}

const SEPARATORS: Record<string, string> = {
  tab: '\t',
  comma: ',',
  semicolon: ';',
  pipe: '|',
  colon: ':',
  space: ' ',
};

interface Header {
  separator?: string;
  html?: boolean;
  columns?: string[];
  tagsColumn?: number;
  skipColumns: Set<number>;
  tags: string[];
  deck?: string;
  deckColumn?: number;
}

function separatorOf(value: string): string | undefined {
  const named = SEPARATORS[value.trim().toLowerCase()];
  if (named) return named;
  return value.length === 1 ? value : undefined;
}

function columnOf(value: string): number | undefined {
  const n = Number(value.trim());
  return Number.isInteger(n) && n >= 1 ? n - 1 : undefined;
}

/** Splits off the leading `#` lines and reads the ones Anki defines. */
function readHeader(lines: string[]): { header: Header; rest: string[] } {
  const header: Header = { skipColumns: new Set(), tags: [] };
  let i = 0;
  const columnsRaw: string[] = [];
  for (; i < lines.length && lines[i].startsWith('#'); i += 1) {
    const match = /^#([a-z ]+):(.*)$/i.exec(lines[i]);
    if (!match) continue;
    const key = match[1].trim().toLowerCase();
    const value = match[2];
    if (key === 'separator') header.separator = separatorOf(value);
    else if (key === 'html') header.html = value.trim().toLowerCase() === 'true';
    else if (key === 'columns') columnsRaw.push(value);
    else if (key === 'tags column') header.tagsColumn = columnOf(value);
    else if (key === 'tags') header.tags.push(...splitTags(value));
    else if (key === 'deck') header.deck = value.trim() || undefined;
    else if (key === 'deck column') header.deckColumn = columnOf(value);
    else if (key === 'notetype column' || key === 'guid column') {
      const column = columnOf(value);
      if (column !== undefined) header.skipColumns.add(column);
    }
  }
  // `#columns:` is split by the file's separator, which may come on a later line.
  if (columnsRaw.length) header.columns = columnsRaw[0].split(header.separator ?? '\t').map((name) => name.trim());
  if (header.columns && header.tagsColumn === undefined) {
    const tags = header.columns.findIndex((name) => name.toLowerCase() === 'tags');
    if (tags >= 0) header.tagsColumn = tags;
  }
  return { header, rest: lines.slice(i) };
}

function splitTags(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

const topicKey = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');
const TOPIC_BY_KEY = new Map(TOPICS.map((topic) => [topicKey(topic), topic]));

/** A tag equal to APUSH, AP Gov or AP World (any case; "AP_Gov", "ap-world" too) names the topic. */
export function topicOfTag(tag: string): Topic | null {
  return TOPIC_BY_KEY.get(topicKey(tag)) ?? null;
}

function mostCommonTopic(cards: readonly ImportedCard[]): Topic | null {
  const counts = new Map<Topic, number>();
  for (const card of cards)
    for (const tag of card.tags) {
      const topic = topicOfTag(tag);
      if (topic) counts.set(topic, (counts.get(topic) ?? 0) + 1);
    }
  let best: Topic | null = null;
  for (const [topic, n] of counts) if (best === null || n > (counts.get(best) ?? 0)) best = topic;
  return best;
}

/** Reads a card list; without `#separator:` a tab anywhere means tab-separated, else comma (CSV). */
export function parseCardListText(text: string, { maxCards, maxSide }: CardListLimits = { maxCards: Infinity, maxSide: Infinity }): CardListParse {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const { header, rest } = readHeader(lines);
  const body = rest.filter((line) => line.trim()).join('\n');
  const separator = header.separator ?? (body.includes('\t') ? '\t' : ',');
  const rows = parseDelimited(body, separator);
  const notSides = new Set(header.skipColumns);
  if (header.tagsColumn !== undefined) notSides.add(header.tagsColumn);
  if (header.deckColumn !== undefined) notSides.add(header.deckColumn);
  // The field limit applies before the field is read (markup can make a side's raw text up to ten times longer).
  const asText = (field: string) => {
    if (field.length > maxSide * 10) return '';
    const text = header.html === true || (header.html === undefined && looksLikeHtml(field)) ? htmlToText(field) : field.trim();
    return text.length > maxSide ? '' : text;
  };

  const cards: ImportedCard[] = [];
  let skipped = 0;
  let deck = header.deck ?? null;
  let beyond = 0;
  for (const row of rows) {
    if (cards.length >= maxCards) {
      beyond += 1;
      continue;
    }
    const sides = row.filter((_, index) => !notSides.has(index));
    const front = asText(sides[0] ?? '');
    const back = asText(sides[1] ?? '');
    if (!front || !back) {
      skipped += 1;
      continue;
    }
    const own = header.tagsColumn !== undefined ? splitTags(row[header.tagsColumn] ?? '') : [];
    const tags = [...new Set([...header.tags, ...own])];
    if (deck === null && header.deckColumn !== undefined) deck = row[header.deckColumn]?.trim() || null;
    cards.push({ front, back, tags });
  }
  return { cards, skipped, topic: mostCommonTopic(cards), deck, beyond };
}
