// ESLint rule: imports flow one way.
// Browser: app → features/* → data, api, auth, ui → lib; a feature never imports another feature.
// Server: routes → services → db; src/lib (pure, shared shapes and rules) is a leaf both sides may use.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Which top-level modules each module may import from (besides itself). */
const allowed = {
  'src/app': ['*'],
  'src/features': ['src/data', 'src/api', 'src/auth', 'src/ui', 'src/lib'],
  'src/data': ['src/api', 'src/lib'],
  'src/api': ['src/lib'],
  'src/auth': ['src/lib'],
  'src/ui': ['src/lib'],
  'src/lib': [],
  sw: ['src/lib'],
  'server/db': ['src/lib'],
  'server/services': ['server/db', 'src/lib'],
  'server/routes': ['server/services', 'server/db', 'server/auth', 'src/lib'],
};

/** 'src/features/bookmarks/x.tsx' → { layer: 'src/features', unit: 'src/features/bookmarks' } */
function moduleOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const parts = rel.split('/');
  const layer = Object.keys(allowed).find((key) => rel === key || rel.startsWith(`${key}/`));
  if (!layer) return undefined;
  const depth = layer.split('/').length;
  const unit = layer === 'src/features' ? parts.slice(0, depth + 1).join('/') : layer;
  return { layer, unit };
}

export const oneWayImports = {
  meta: { type: 'problem', schema: [], messages: { upward: '{{from}} must not import {{to}} (imports flow one way: docs/architecture.md).' } },
  create(context) {
    const from = moduleOf(context.filename);
    if (!from) return {};
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) {
        if (from.layer === 'src/data' && /^(react|react-dom|dexie-react-hooks)(\/|$)/.test(String(source))) {
          context.report({ node, messageId: 'upward', data: { from: from.unit, to: String(source) } });
        }
        return;
      }
      const to = moduleOf(path.resolve(path.dirname(context.filename), source));
      if (!to || to.unit === from.unit) return;
      const permitted = allowed[from.layer];
      if (permitted.includes('*') || permitted.includes(to.layer)) return;
      context.report({ node, messageId: 'upward', data: { from: from.unit, to: to.unit } });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
