/**
 * A small local ESLint rule for the one-way imports of DESIGN.md:
 * routes -> features -> exam -> (content, grading, shared); a feature never imports another feature;
 * browser code never imports server-only code under netlify/.
 */
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The layer a file belongs to, e.g. 'feature:quiz', 'shared', 'netlify'. */
function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'netlify') return 'netlify';
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

function isAllowed(from, to) {
  if (from === to || from === 'other' || to === 'other') return true;
  if (to === 'netlify') return from === 'netlify';
  if (from.startsWith('feature:')) return ['exam', 'content', 'grading', 'shared'].includes(to);
  if (from in allowed) return allowed[from].includes(to);
  return true; // app and routes may import anything in src
}

export default {
  rules: {
    'layer-boundaries': {
      meta: { type: 'problem', schema: [], messages: { denied: '{{from}} must not import {{to}} ({{spec}}): see DESIGN.md, Layout.' } },
      create(context) {
        const from = layerOf(context.filename);
        const check = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const to = layerOf(path.resolve(path.dirname(context.filename), spec));
          if (!isAllowed(from, to)) context.report({ node, messageId: 'denied', data: { from, to, spec } });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};
