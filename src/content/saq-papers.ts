/** Every SAQ paper a page offers: the 2025 question and the rest of the section (docs/product.md#saq-exam). */
import { saqPaper2025 } from './saq-2025';
import { SAQ_SECTION_PAPERS } from './saq-section';
import type { SaqPaper } from './schema';

export const SAQ_PAPERS: readonly SaqPaper[] = [saqPaper2025, ...Object.values(SAQ_SECTION_PAPERS)];
