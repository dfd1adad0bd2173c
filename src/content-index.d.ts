/** The build-time content indexes served by scripts/content-index/plugin.ts (docs/content.md#counted-from-the-content). */
declare module 'virtual:content-figures' {
  export const FIGURES: import('./content/content-index').ContentFigures;
}
declare module 'virtual:glossary' {
  export const GLOSSARY: readonly import('./content/content-index').GlossaryEntry[];
  export const TOPIC_HEADINGS: Readonly<Record<string, string>>;
}
