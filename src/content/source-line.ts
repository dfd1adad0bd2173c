import type { Source } from './schema';

/** The line under a stimulus, e.g. "Adapted from Frederick Jackson Turner, The Significance of the Frontier in American History, 1893". */
export function sourceLine(source: Source): string {
  if (source.kind === 'pocket-ap') return 'Interpretation written for Pocket AP';
  const lead = source.adapted ? 'Adapted from ' : '';
  const when = source.kind === 'public-domain' && source.written ? `written ${source.year}` : String(source.year);
  return `${lead}${source.author}, ${source.work}, ${when}`;
}
