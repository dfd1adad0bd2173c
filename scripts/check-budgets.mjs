/**
 * Size budgets, checked after `vite build` (deterministic, so they belong in `npm test`):
 * - the JavaScript a first visit to `/` downloads: the entry chunk, its static imports, and the `/` route's
 *   chunks with their static imports (dynamic imports such as Firebase are excluded: they load after first paint),
 *   in gzip bytes and in files;
 * - the MCQ exam route's own JavaScript (gzip): its chunks and their static imports, less what the app shell
 *   (index.html's closure) already loaded; chunks it imports dynamically after rendering are reported, not counted;
 * - the MCQ exam page's prerendered HTML (gzip);
 * - the service worker's precache total;
 * - each exam PDF;
 * - the favicon is not an SVG (the page would render it on its main thread);
 * - no SAQ scoring note in any built file (they are server-only: docs/decisions.md#saq-scoring-notes-live-on-the-server).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export const BUDGETS = {
  // React 18 and TanStack Router are about 70 KB of it (docs/decisions.md#first-load-javascript).
  firstLoadJsGzip: 90 * 1024,
  // Each file is a request and a task on the main thread; React and the router are one chunk
  // (docs/decisions.md#react-and-the-router-in-one-chunk).
  firstLoadJsFiles: 8,
  // The 55 questions are most of it; 32 KB since issue 35's explanations rule out every distractor, 36 KB since
  // issue 36's question view, navigator and Check Your Work, 37 KB since its letters work before the script, 42 KB
  // since the charts and maps, the exam in the route's own chunk and the data layer's zod (41.2 KB measured; to win
  // back: docs/decisions.md#budgets-after-the-whole-course).
  examRouteJsGzip: 42 * 1024,
  // What parses before the first answer can be tapped: 12 KB without the booklet, 25 KB with it
  // (docs/decisions.md#the-mcq-booklet-is-built-when-first-shown).
  examPageHtmlGzip: 16 * 1024,
  // Everything a student can open offline: 3.5 MB since all nine units' pages and quizzes, the SAQ section and the
  // DBQ booklets are precached, 4 MB since the nine period overviews and the glossary, 4.5 MB since each
  // prerendered page's router state file (57 files, 0.53 MB: a unit's guide is in its state file and its chunk)
  // (docs/decisions.md#budgets-after-the-whole-course).
  precacheTotal: 4.5 * 1024 * 1024,
  examPdf: 400 * 1024,
};

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const gz = (file) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Files of a chunk and of everything it imports statically. */
function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    staticClosure(chunk.imports ?? [], seen);
  }
  return seen;
}

const homeRouteKeys = Object.keys(manifest).filter((key) => key.startsWith('src/routes/index.tsx'));
const firstLoad = staticClosure(['index.html', ...homeRouteKeys]);
const jsFiles = [...firstLoad].filter((file) => file.endsWith('.js'));
const firstLoadJs = jsFiles.reduce((sum, file) => sum + gz(file), 0);
if (process.argv.includes('--verbose')) for (const file of jsFiles) console.log(`     ${file}: ${kb(gz(file))}`);
// Firebase must load after first paint (issue 5): its Auth endpoint's host appears in no first-load file.
const firebaseInFirstLoad = jsFiles.filter((file) => readFileSync(`dist/${file}`, 'utf8').includes('identitytoolkit.googleapis.com'));
// zod (about 25 KB gzip) belongs to the screens that parse stored data, not to every page: a route file that imports
// a zod-checked module from its non-split part (params, search, beforeLoad) pulls it into the entry.
// Firestore too (issue 53), and only for a signed-in student: its service host appears in no first-load file.
const firestoreInFirstLoad = jsFiles.filter((file) => readFileSync(`dist/${file}`, 'utf8').includes('firestore.googleapis.com'));
// The Firestore client's own chunks: its static closure less the app shell and what Firebase Auth loads anyway.
const firestoreKey = Object.keys(manifest).find((key) => key.startsWith('src/shared/sync/firestore-client.ts'));
const authClosure = staticClosure(Object.keys(manifest).filter((key) => key.startsWith('src/features/auth/lib/firebase-service.ts')));
const firestoreFiles = firestoreKey ? [...staticClosure([firestoreKey])].filter((file) => file.endsWith('.js') && !authClosure.has(file)) : [];
const zodInFirstLoad = jsFiles.filter((file) => readFileSync(`dist/${file}`, 'utf8').includes('ZodError'));

const shell = staticClosure(['index.html']);
const examRouteKeys = Object.keys(manifest).filter((key) => key.startsWith('src/routes/apush-practice-exam/mcq/2014/index.tsx'));
const examFiles = [...staticClosure(examRouteKeys)].filter((file) => file.endsWith('.js') && !shell.has(file));
const examRouteJs = examFiles.reduce((sum, file) => sum + gz(file), 0);
// What the route's own chunks import dynamically (the device store and its zod checks), with their static imports.
const examDynamicKeys = Object.entries(manifest)
  .filter(([, chunk]) => examFiles.includes(chunk.file))
  .flatMap(([, chunk]) => chunk.dynamicImports ?? []);
const examLazy = [...staticClosure(examDynamicKeys)].filter((file) => file.endsWith('.js') && !shell.has(file) && !examFiles.includes(file));
if (process.argv.includes('--verbose')) for (const file of examFiles) console.log(`     exam route: ${file}: ${kb(gz(file))}`);

const sw = readFileSync('dist/sw.js', 'utf8');
const precached = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
const precacheTotal = precached.reduce((sum, url) => sum + statSync(`dist/${url}`).size, 0);

// The booklets are built by scripts/build-pdfs.ts; once the build makes dist/exams, each must be there and small.
const pdfs = existsSync('dist/exams')
  ? ['exams/apush-mcq-2014.pdf', 'exams/apush-saq-2025.pdf', ...readdirSync('dist/exams').filter((f) => (f.startsWith('apush-dbq-') || f.startsWith('apush-saq-section-'))).map((f) => `exams/${f}`)].map((file) => ({
      file,
      size: existsSync(`dist/${file}`) ? statSync(`dist/${file}`).size : Infinity,
    }))
  : [];
if (!pdfs.length) console.log('skip exam PDFs: this build makes none (no dist/exams)');

const rows = [
  ['First-load JavaScript of / (gzip)', firstLoadJs, BUDGETS.firstLoadJsGzip, `${jsFiles.length} files`],
  ['JavaScript of /apush-practice-exam/mcq/2014 beyond the app shell (gzip)', examRouteJs, BUDGETS.examRouteJsGzip, `${examFiles.length} files; then, after render: ${kb(examLazy.reduce((sum, file) => sum + gz(file), 0))} in ${examLazy.length} files`],
  ['HTML of /apush-practice-exam/mcq/2014 (gzip)', gz('apush-practice-exam/mcq/2014.html'), BUDGETS.examPageHtmlGzip, ''],
  ['Service-worker precache total', precacheTotal, BUDGETS.precacheTotal, `${precached.length} files`],
  ...pdfs.map((pdf) => [`PDF ${pdf.file}`, pdf.size, BUDGETS.examPdf, '']),
];
let failed = false;
if (jsFiles.length > BUDGETS.firstLoadJsFiles) {
  console.log(`OVER First-load JavaScript of / is ${jsFiles.length} files, more than ${BUDGETS.firstLoadJsFiles}: ${jsFiles.join(', ')}`);
  failed = true;
} else {
  console.log(`ok   First-load JavaScript of / in files: ${jsFiles.length} of ${BUDGETS.firstLoadJsFiles}`);
}
for (const [label, value, budget, note] of rows) {
  const ok = value <= budget;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${label}: ${kb(value)} of ${kb(budget)}${note ? ` (${note})` : ''}`);
}
if (firebaseInFirstLoad.length) {
  console.log(`OVER Firebase Auth is in the first-load JavaScript (${firebaseInFirstLoad.join(', ')}): import it lazily`);
  failed = true;
} else {
  console.log('ok   Firebase Auth loads after first paint (not in the first-load JavaScript)');
}
if (firestoreInFirstLoad.length) {
  console.log(`OVER Firestore is in the first-load JavaScript (${firestoreInFirstLoad.join(', ')}): load it with src/shared/sync/load-firestore.ts`);
  failed = true;
} else {
  console.log('ok   Firestore is not in the first-load JavaScript');
}
if (firestoreFiles.length) {
  const size = firestoreFiles.reduce((sum, file) => sum + gz(file), 0);
  console.log(`info Firestore client, loaded for signed-in students only: ${kb(size)} gzip beyond Firebase Auth (${firestoreFiles.join(', ')})`);
}
if (zodInFirstLoad.length) {
  console.log(`OVER zod is in the first-load JavaScript (${zodInFirstLoad.join(', ')}): keep it out of route files' non-split parts`);
  failed = true;
} else {
  console.log('ok   zod is not in the first-load JavaScript');
}
// An SVG favicon is rendered on the page's main thread on every first visit (docs/decisions.md#a-png-favicon).
const svgIcons = [...readFileSync('dist/index.html', 'utf8').matchAll(/<link rel="icon"[^>]*>/g)].map((m) => m[0]).filter((tag) => /svg/i.test(tag));
if (svgIcons.length) {
  console.log(`OVER the page links an SVG favicon (${svgIcons.join(' ')}): use the PNG from scripts/make-icons.mjs`);
  failed = true;
} else {
  console.log('ok   the favicon is a PNG (no SVG icon for the page to render)');
}
const leaks = scoringNoteLeaks();
if (leaks.length) {
  console.log(`OVER SAQ scoring notes found in dist/: ${leaks.slice(0, 5).join('; ')}`);
  failed = true;
} else {
  console.log('ok   no SAQ scoring note in dist/ (they stay on the server)');
}
if (!examRouteKeys.length) {
  console.log('OVER could not find the MCQ exam route chunk in the Vite manifest');
  failed = true;
}
if (!homeRouteKeys.length) {
  console.log('OVER could not find the / route chunk in the Vite manifest');
  failed = true;
}
process.exit(failed ? 1 : 0);

/**
 * Every string of at least 40 characters in the server's scoring notes, looked for in every text file of dist/.
 * Each is searched by 40 characters of its longest plain-ASCII run, so a bundler escaping curly quotes cannot hide it.
 */
function scoringNoteLeaks() {
  const source = readFileSync('netlify/grading/saq-scoring-notes.ts', 'utf8');
  const notes = [...source.matchAll(/'((?:[^'\\\n]|\\.){40,})'/g)].map((m) => m[1]);
  if (notes.length < 10) throw new Error('could not read the SAQ scoring notes');
  // 40 characters from the longest plain run: enough to be unique, short enough to catch part of a note.
  const probes = notes
    .map((note) => note.split(/[^\x20-\x7e]|["'\\]/).sort((a, b) => b.length - a.length)[0].trim().slice(0, 40))
    .filter((probe) => probe.length >= 25);
  const files = readdirSync('dist', { recursive: true })
    .map(String)
    .filter((file) => /\.(js|mjs|html|css|json|webmanifest|txt|svg|map)$/.test(file));
  const leaks = [];
  for (const file of files) {
    const text = readFileSync(`dist/${file}`, 'utf8');
    for (const probe of probes) if (text.includes(probe)) leaks.push(`${file}: "${probe.slice(0, 50)}"`);
  }
  return leaks;
}
