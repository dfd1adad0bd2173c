/**
 * A small local ESLint rule for the one-way imports of docs/architecture.md#layers:
 * routes -> features -> exam -> (content, grading, shared); a feature never imports another feature;
 * browser code never imports server-only code under netlify/, and nothing in src imports scripts/ or tests/
 * (unit tests beside the code may use tests/support).
 */
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The layer a file belongs to, e.g. 'feature:quiz', 'shared', 'netlify'. */
function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'netlify' || rel[0] === 'scripts' || rel[0] === 'tests') return rel[0];
  if (rel[0] !== 'src') return 'other';
  if (rel[1] === 'features') return `feature:${rel[2]}`;
  return rel[1]?.includes('.') ? 'app' : rel[1]; // src/main.tsx counts as app
}

const allowed = {
  shared: ['shared'],
  content: ['content'],
  grading: ['grading', 'content', 'shared'],
  exam: ['exam', 'content', 'grading', 'shared'],
  netlify: ['netlify', 'grading', 'content'],
};

const isUnitTest = (file) => /\.test\.tsx?$/.test(file);

function isAllowed(from, to, file) {
  if (from === to || from === 'other' || to === 'other') return true;
  if (to === 'netlify') return from === 'netlify';
  if (to === 'tests') return from === 'netlify' || isUnitTest(file);
  if (to === 'scripts') return false;
  if (from.startsWith('feature:')) return ['exam', 'content', 'grading', 'shared'].includes(to);
  if (from in allowed) return allowed[from].includes(to);
  return true; // app and routes may import anything in src
}

export default {
  rules: {
    'layer-boundaries': {
      meta: { type: 'problem', schema: [], messages: { denied: '{{from}} must not import {{to}} ({{spec}}): see docs/architecture.md#layers.' } },
      create(context) {
        const from = layerOf(context.filename);
        const check = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const to = layerOf(path.resolve(path.dirname(context.filename), spec));
          if (!isAllowed(from, to, context.filename)) context.report({ node, messageId: 'denied', data: { from, to, spec } });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};
