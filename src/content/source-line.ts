import type { Source } from './schema';

/** The line under a stimulus, e.g. "Frederick Jackson Turner, historian, The Significance of the Frontier in American History, 1893". */
export function sourceLine(source: Source): string {
  if (source.kind === 'pocket-ap') return 'Interpretation written for Pocket AP';
  const lead = source.adapted ? 'Adapted from ' : '';
  const when = source.kind === 'public-domain' && source.written ? `written ${source.year}` : String(source.year);
  const role = source.kind === 'public-domain' && source.historian ? ', historian' : '';
  return `${lead}${source.author}${role}, ${source.work}, ${when}`;
}

/** The label over a historian's excerpt, so a student reads it as an interpretation (null otherwise). */
export function interpretationLabel(source: Source): string | null {
  if (source.kind === 'public-domain' && source.historian) return "Secondary source: a historian's interpretation";
  return null;
}
