// ESLint rule: imports flow one way.
// Browser: app → features/* → hooks → data, api, auth, ui → lib; a feature never imports another feature.
// Server: the composition root → domains (server/<domain>/) → shared pieces (sync, http, auth, db, llm, mail);
// a domain never imports another domain. src/lib (pure, shared shapes and rules) is a leaf both sides may use.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Server folders every domain may use: the generic machinery, not a part of the product. */
const SERVER_SHARED = ['server/sync', 'server/http', 'server/auth', 'server/db', 'server/llm', 'server/mail'];

/** Which modules each module may import from (besides itself). */
const allowed = {
  'src/app': ['*'],
  'src/features': ['src/hooks', 'src/data', 'src/api', 'src/auth', 'src/ui', 'src/lib'],
  // React bindings of the data layer that every screen shares (src/data itself stays free of React).
  'src/hooks': ['src/data', 'src/ui', 'src/lib'],
  'src/data': ['src/api', 'src/lib'],
  'src/api': ['src/lib'],
  'src/auth': ['src/lib'],
  'src/ui': ['src/lib'],
  'src/lib': [],
  sw: ['src/lib'],
  // The files that put the server together: they read the configuration and register every domain's routes.
  'server/root': ['*'],
  'server/domain': [...SERVER_SHARED, 'src/lib'],
  'server/sync': ['server/http', 'server/auth', 'server/db', 'src/lib'],
  'server/http': ['server/auth', 'server/db', 'src/lib'],
  'server/auth': ['server/http', 'server/db', 'src/lib'],
  'server/llm': ['src/lib'],
  'server/mail': ['src/lib'],
  'server/db': ['src/lib'],
};

/**
 * The imports of one domain by another that remain, file by file (importer → imported, without extension).
 * Each reads another domain's records through that domain's service (the advisor's facts, the weekly plan's
 * inputs, the calendar's events, tasks made from a syllabus) or the catalogue a plan is checked against.
 * Those services are being replaced by one shared definition per entity and a shared owned-records reader;
 * these imports move to them then. A new cross-domain import is refused: list it here only with a reason.
 */
const CROSS_DOMAIN_READS = {
  'server/advisor/advisor-input.ts': [
    'server/catalog/catalog-service',
    'server/plans/plan-course-service',
    'server/plans/plan-service',
    'server/profile/profile-service',
    'server/syllabi/syllabus-service',
    'server/tasks/task-service',
  ],
  'server/calendar/calendar-ics.ts': ['server/tasks/task-service'],
  'server/calendar/calendar-routes.ts': ['server/tasks/task-service'],
  'server/calendar/feed-events.ts': ['server/tasks/task-schemas'],
  'server/calendar/import-service.ts': ['server/tasks/task-service'],
  'server/calendar/study-blocks-of-week.ts': ['server/study/weekly-plan-service'],
  'server/plans/plan-generation.ts': ['server/catalog/catalog-service'],
  'server/plans/requirement-service.ts': ['server/catalog/catalog-service'],
  'server/study/weekly-plan-inputs.ts': [
    'server/account/settings-service',
    'server/plans/courses-taking',
    'server/syllabi/syllabus-service',
    'server/tasks/task-service',
    'server/timetable/class-meeting-service',
  ],
  'server/syllabi/syllabus-service.ts': ['server/tasks/task-service'],
};

const relative = (file) => path.relative(root, file).split(path.sep).join('/');

/** 'src/features/bookmarks/x.tsx' → { layer: 'src/features', unit: 'src/features/bookmarks' } */
function moduleOf(file) {
  const rel = relative(file);
  const parts = rel.split('/');
  if (parts[0] === 'server') return serverModuleOf(parts);
  const layer = Object.keys(allowed).find((key) => rel === key || rel.startsWith(`${key}/`));
  if (!layer) return undefined;
  const depth = layer.split('/').length;
  const unit = layer === 'src/features' ? parts.slice(0, depth + 1).join('/') : layer;
  return { layer, unit };
}

function serverModuleOf(parts) {
  if (parts.length === 2) return { layer: 'server/root', unit: 'server' };
  const unit = parts.slice(0, 2).join('/');
  return { layer: SERVER_SHARED.includes(unit) ? unit : 'server/domain', unit };
}

function excepted(fromFile, toFile) {
  const listed = CROSS_DOMAIN_READS[relative(fromFile)];
  return listed !== undefined && listed.includes(relative(toFile).replace(/\.(ts|tsx|js)$/, ''));
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
      const target = path.resolve(path.dirname(context.filename), source);
      const to = moduleOf(target);
      if (!to || to.unit === from.unit) return;
      const permitted = allowed[from.layer];
      if (permitted.includes('*') || permitted.includes(to.layer)) return;
      if (excepted(context.filename, target)) return;
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
