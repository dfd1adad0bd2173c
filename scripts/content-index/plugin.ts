/**
 * Vite plugin: serves the content indexes of src/content/content-index.ts as two small virtual modules, computed
 * from the content when the build (or test run) starts, so a page shows counts and searches key terms without
 * loading every unit's guide (docs/content.md#counted-from-the-content).
 *   virtual:content-figures  export const FIGURES: ContentFigures
 *   virtual:glossary         export const GLOSSARY: GlossaryEntry[], TOPIC_HEADINGS: Record<string, string>
 */
import type { Plugin } from 'vite';
import { contentFigures, glossaryEntries, topicHeadings } from '../../src/content/content-index';

const MODULES: Record<string, () => string> = {
  'virtual:content-figures': () => `export const FIGURES = ${JSON.stringify(contentFigures())};\n`,
  'virtual:glossary': () =>
    `export const GLOSSARY = ${JSON.stringify(glossaryEntries())};\nexport const TOPIC_HEADINGS = ${JSON.stringify(topicHeadings())};\n`,
};

export function contentIndex(): Plugin {
  return {
    name: 'pocket-ap:content-index',
    resolveId(id) {
      return id in MODULES ? `\0${id}` : undefined;
    },
    load(id) {
      return id.startsWith('\0') && id.slice(1) in MODULES ? MODULES[id.slice(1)]!() : undefined;
    },
  };
}
