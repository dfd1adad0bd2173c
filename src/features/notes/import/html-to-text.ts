/**
 * Anki's `#html:true` fields become plain text, since a student's text is never rendered as HTML: line breaks
 * kept, other tags removed, entities decoded last (so "&lt;b&gt;" stays visible text, never markup).
 */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  middot: '·',
  rarr: '→',
  larr: '←',
  times: '×',
  deg: '°',
  copy: '©',
  eacute: 'é',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

const BLOCK_TAGS = new Set(['div', 'p', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'table']);

/**
 * One pass over the field, so time grows linearly with its length (regular expressions with overlapping
 * repetitions took 19 s on a 100 KB field and longer than a minute on 100 KB of spaces): comments, scripts and
 * styles dropped; `<br>` a line break; a run of block tags, with the space around it, one line break; other tags
 * dropped; a "<" that starts a tag never closed is dropped with what follows it.
 */
export function htmlToText(html: string): string {
  const lower = html.toLowerCase();
  const out: string[] = [];
  let pendingBreak = false;
  /** Whitespace already written just before a block tag belongs to the block's break. */
  const trimEnd = () => {
    while (out.length) {
      const last = out.pop()!.trimEnd();
      if (last) {
        out.push(last);
        return;
      }
    }
  };
  const emit = (chunk: string) => {
    if (pendingBreak) {
      const rest = chunk.trimStart(); // whitespace after a block tag belongs to it too
      if (!rest) return;
      out.push('\n');
      pendingBreak = false;
      chunk = rest;
    }
    out.push(chunk);
  };
  let i = 0;
  while (i < html.length) {
    // Text up to the next "<" that starts a tag, in one piece.
    let lt = html.indexOf('<', i);
    while (lt >= 0 && !/[a-z/!?]/i.test(html[lt + 1] ?? '')) lt = html.indexOf('<', lt + 1);
    if (lt !== i) {
      emit(html.slice(i, lt < 0 ? html.length : lt));
      if (lt < 0) break;
      i = lt;
    }
    const next = html[i + 1] ?? '';
    if (lower.startsWith('<!--', i)) {
      const end = lower.indexOf('-->', i + 4);
      if (end < 0) break;
      i = end + 3;
      continue;
    }
    const close = html.indexOf('>', i);
    if (close < 0) break; // broken markup at the end ("<b"): dropped with what follows
    const name = /^\/?([a-z][a-z0-9]*)/.exec(lower.slice(i + 1, Math.min(close, i + 12)))?.[1] ?? '';
    const closing = next === '/';
    i = close + 1;
    if (!closing && (name === 'script' || name === 'style')) {
      const end = lower.indexOf(`</${name}`, i);
      const endClose = end < 0 ? -1 : lower.indexOf('>', end);
      if (endClose < 0) break;
      i = endClose + 1;
    } else if (name === 'br') {
      emit('\n');
    } else if (BLOCK_TAGS.has(name)) {
      if (!pendingBreak) trimEnd();
      pendingBreak = out.length > 0;
    }
  }
  const text = decodeEntities(out.join(''));
  return removeSoundTags(text)
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Anki's `[sound:file.mp3]` references, removed in one pass. */
function removeSoundTags(text: string): string {
  let result = '';
  let from = 0;
  for (;;) {
    const start = text.indexOf('[sound:', from);
    const end = start < 0 ? -1 : text.indexOf(']', start);
    if (end < 0) return result + text.slice(from);
    result += text.slice(from, start);
    from = end + 1;
  }
}

const HTML_TAG = /<\/?(br|div|p|b|i|u|span|strong|em|font|sub|sup|ul|ol|li|img|a|h[1-6]|table|tr|td)\b/iy;
const HTML_ENTITY = /&(nbsp|amp|lt|gt|quot);/iy;

/** True when a field carries markup Anki writes (used when a file does not say `#html:`); linear in the field. */
export function looksLikeHtml(text: string): boolean {
  const lastClose = text.lastIndexOf('>');
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '<' && i < lastClose) {
      HTML_TAG.lastIndex = i;
      if (HTML_TAG.test(text)) return true;
    } else if (char === '&') {
      HTML_ENTITY.lastIndex = i;
      if (HTML_ENTITY.test(text)) return true;
    }
  }
  return false;
}
