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

export function htmlToText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    // A block starts and ends a line (Anki writes a new line as "<div>…</div>"); a run of block tags, one break.
    .replace(/(?:\s*<\/?(?:div|p|li|ul|ol|h[1-6]|tr|table)\b[^>]*>\s*)+/gi, '\n')
    .replace(/<[^>]*>/g, '')
    // A lone "<" left by broken markup ("<b" at the end of a field) is dropped with what follows it.
    .replace(/<[a-z/!][^<]*$/i, '');
  const cleaned = decodeEntities(text)
    .replace(/\[sound:[^\]]*\]/g, '')
    .replace(/[ \t\u00a0]*\n[ \t\u00a0]*/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return cleaned;
}

/** True when a field carries markup Anki writes (used when a file does not say `#html:`). */
export function looksLikeHtml(text: string): boolean {
  return /<\/?(br|div|p|b|i|u|span|strong|em|font|sub|sup|ul|ol|li|img|a|h[1-6]|table|tr|td)\b[^>]*>|&(nbsp|amp|lt|gt|quot);/i.test(
    text,
  );
}
