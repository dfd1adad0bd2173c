/** The model's text, trimmed and cut to a length a screen can hold (its schema cannot bound strings). */
export function clip(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}…`;
}
