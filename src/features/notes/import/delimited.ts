/** A small RFC 4180 reader: fields may be "quoted", with "" for a quote and line breaks inside quotes. Linear: text is
 * taken in slices, never a character at a time. */
export function parseDelimited(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  const endRow = () => {
    rows.push(row);
    row = [];
  };
  while (i < text.length) {
    if (text[i] === '"') {
      // Quoted: up to the closing quote ("" is a quote), then unquoted text may follow until the delimiter.
      i += 1;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote < 0) {
          field += text.slice(i);
          i = text.length;
          break;
        }
        field += text.slice(i, quote);
        if (text[quote + 1] === '"') {
          field += '"';
          i = quote + 2;
        } else {
          i = quote + 1;
          break;
        }
      }
    }
    let end = i;
    while (end < text.length && text[end] !== delimiter && text[end] !== '\n') end += 1;
    field += text.slice(i, end);
    row.push(field);
    field = '';
    if (end >= text.length) {
      i = end;
      rows.push(row);
      return rows;
    }
    if (text[end] === '\n') endRow();
    i = end + 1;
  }
  if (row.length) rows.push([...row, field]);
  return rows;
}
