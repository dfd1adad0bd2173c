/**
 * Renders the exam booklets into public/exams/ (generated, not committed): `vite build` copies them to dist/ for the
 * service worker, `vite` serves them in development (docs/architecture.md#content-to-screens-pdfs-and-graders).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { mcqExam2014 } from '../src/content/mcq-2014';
import { DBQ_MINUTES, DBQ_PROMPTS, DBQ_READING_MINUTES } from '../src/content/dbq';
import { saqPaper2025 } from '../src/content/saq-2025';
import { SAQ_SECTION_PAPERS } from '../src/content/saq-section';
import { renderDbqBooklet, renderMcqBooklet, renderSaqBooklet } from './pdf/booklets';

const outDir = new URL('../public/exams/', import.meta.url);
mkdirSync(outDir, { recursive: true });
for (const [file, bytes] of [
  ['apush-mcq-2014.pdf', await renderMcqBooklet(mcqExam2014)],
  ['apush-saq-2025.pdf', await renderSaqBooklet(saqPaper2025)],
  // The SAQ section's later questions, linked as /exams/<paper id>.pdf by their route.
  ...(await Promise.all(Object.values(SAQ_SECTION_PAPERS).map(async (paper) => [`${paper.id}.pdf`, await renderSaqBooklet(paper)] as const))),
  // The DBQ screens link these by the same names (dbqPdfUrl in src/features/free-response).
  ...(await Promise.all(DBQ_PROMPTS.map(async (dbq) => [`apush-dbq-${dbq.id}.pdf`, await renderDbqBooklet(dbq, DBQ_MINUTES, DBQ_READING_MINUTES)] as const))),
] as const) {
  writeFileSync(new URL(file, outDir), bytes);
  console.log(`public/exams/${file}: ${(bytes.length / 1024).toFixed(1)} KB`);
}
