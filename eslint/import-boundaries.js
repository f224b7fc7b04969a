// Local ESLint rule: imports flow one way (CONVENTIONS "Layout").
//   web:      app → features → components/lib; a feature never imports another feature.
//   web, server → @portal/contract; never each other.
//   contract → zod and libphonenumber-js only (its tests and config may use vitest too).
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webSrc = path.join(root, 'apps/web/src');

/** Which layer a file belongs to, e.g. "web:app", "web:feature:events", "server", "contract". */
function layerOf(file) {
  const relative = path.relative(root, file).split(path.sep);
  const [top, name, src, folder, feature] = relative;
  if (top === 'packages' && name === 'contract') return 'contract';
  if (top === 'apps' && name === 'server') return 'server';
  if (top !== 'apps' || name !== 'web') return 'other';
  if (src !== 'src') return 'web:other';
  if (folder === 'features' && feature) return `web:feature:${feature}`;
  if (['app', 'components', 'lib'].includes(folder)) return `web:${folder}`;
  return 'web:other';
}

function resolveLocal(source, file) {
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  if (source.startsWith('@/')) return path.join(webSrc, source.slice(2));
  return undefined;
}

// The rules a contract shares need these and nothing else (ADR 22: the phone rule).
const contractPackages = /^(zod|libphonenumber-js)(\/|$)/;
const contractTooling = /(\.test\.ts|vitest\.config\.ts)$/;

function violation(from, source, target, isTooling = false) {
  const to = target ? layerOf(target) : undefined;
  if (from === 'contract') {
    const allowed = target
      ? to === 'contract'
      : contractPackages.test(source) || (isTooling && /^vitest(\/|$)/.test(source));
    return allowed ? undefined : 'the contract depends on zod and libphonenumber-js only';
  }
  if (
    from.startsWith('web') &&
    (source === '@portal/server' || to === 'server' || to === 'contract')
  )
    return 'the web app reaches the server only through HTTP and @portal/contract';
  if (from === 'server' && (source === '@portal/web' || to?.startsWith('web') || to === 'contract'))
    return 'the server may import @portal/contract, never the web app or contract files by path';
  if (!to?.startsWith('web:')) return undefined;
  if (
    (from === 'web:components' || from === 'web:lib') &&
    (to === 'web:app' || to.startsWith('web:feature:'))
  )
    return 'shared components and lib must not import features or the app';
  if (from.startsWith('web:feature:') && to === 'web:app')
    return 'features must not import the app layer';
  if (from.startsWith('web:feature:') && to.startsWith('web:feature:') && to !== from)
    return 'a feature never imports another feature; move the shared part to components/ or lib/';
  return undefined;
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the one-way import direction between layers and workspaces' },
    schema: [],
    messages: { boundary: 'Import of "{{source}}" crosses a boundary: {{reason}}.' },
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const source = node.value;
      const reason = violation(
        from,
        source,
        resolveLocal(source, file),
        contractTooling.test(file),
      );
      if (reason) context.report({ node, messageId: 'boundary', data: { source, reason } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
