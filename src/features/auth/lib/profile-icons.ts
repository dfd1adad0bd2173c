/** The 16 profile icons (docs/product.md#accounts). The emoji is stored in the account's photoURL; the name labels its button. */
export const PROFILE_ICONS = [
  { name: 'eagle', emoji: '🦅' },
  { name: 'books', emoji: '📚' },
  { name: 'graduation cap', emoji: '🎓' },
  { name: 'trophy', emoji: '🏆' },
  { name: 'star', emoji: '⭐' },
  { name: 'brain', emoji: '🧠' },
  { name: 'lightning', emoji: '⚡' },
  { name: 'fire', emoji: '🔥' },
  { name: 'rocket', emoji: '🚀' },
  { name: 'target', emoji: '🎯' },
  { name: 'light bulb', emoji: '💡' },
  { name: 'memo', emoji: '📝' },
  { name: 'classical building', emoji: '🏛️' },
  { name: 'US flag', emoji: '🇺🇸' },
  { name: 'woman student', emoji: '👩‍🎓' },
  { name: 'man student', emoji: '👨‍🎓' },
] as const;

/** True when photoURL holds one of our icons (a Google account's photoURL is a picture URL instead). */
export function isProfileIcon(value: string | null | undefined): boolean {
  return PROFILE_ICONS.some((icon) => icon.emoji === value);
}
