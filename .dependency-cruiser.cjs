/* global module */
/*
 * Import rules of the layout (docs/architecture.md, "Layers and import rules"), checked by `npm run lint`.
 * A feature lives in one folder per top-level layer (server/features/<f>, src/contract/<f>,
 * src/machines/<f>, src/ui/<f>); features never import each other, shared layers never import a
 * feature, and nothing imports in a circle. The composition roots that list every feature
 * (server/app.ts, server/features/index.ts, server/features/products.ts, src/contract/index.ts,
 * src/routes) are the only places that see them all.
 */
const FEATURE_FOLDERS = ['server/features', 'src/contract', 'src/machines', 'src/ui'];
/** Folders inside a feature layer that are shared by every feature of it. */
const SHARED_IN_LAYER = { 'src/ui': ['components', 'payment', 'shared'], 'src/machines': ['booking'] };

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function featureRules(layer) {
  const shared = SHARED_IN_LAYER[layer] ?? [];
  const notShared = shared.length ? `(?!(?:${shared.join('|')})/)` : '';
  const base = `^${escape(layer)}/`;
  return [
    {
      name: `${layer}: features never import each other`,
      severity: 'error',
      from: { path: `${base}${notShared}([^/]+)/` },
      to: { path: `${base}${notShared}[^/]+/`, pathNot: `${base}$1/` },
    },
    ...(shared.length
      ? [
          {
            name: `${layer}: its shared folders never import a feature`,
            severity: 'error',
            from: { path: `${base}(?:${shared.join('|')})/` },
            to: { path: `${base}${notShared}[^/]+/` },
          },
        ]
      : []),
  ];
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle of imports: one of them belongs in a lower layer (src/domain, a shared layer).',
      from: { path: '^(src|server)/' },
      to: { circular: true },
    },
    ...FEATURE_FOLDERS.flatMap(featureRules),
    {
      name: 'server: shared layers never import a feature',
      severity: 'error',
      from: { path: '^server/', pathNot: ['^server/features/', '^server/app\\.ts$'] },
      to: { path: '^server/features/' },
    },
    {
      name: 'src: shared layers never import a feature',
      severity: 'error',
      from: {
        path: '^src/(api|db|domain|session|sw|worker|push|pwa)/|^src/contract/[^/]+\\.ts$',
        pathNot: '^src/contract/index\\.ts$',
      },
      // The wire contract is below every client layer: its feature folders may be imported anywhere.
      to: { path: '^src/(machines|ui)/[^/]+/' },
    },
    {
      name: 'screens import the contract module they call, not the index',
      severity: 'error',
      comment:
        'src/contract/index.ts holds every operation (the server registers them all, the outbox replays queued calls by name); a screen importing it pulls every schema into its chunk (docs/architecture.md#first-load).',
      from: { path: '^src/', pathNot: ['^src/contract/', '^src/db/outbox'] },
      to: { path: '^src/contract/index\\.ts$' },
    },
    {
      name: 'the client never imports the server',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|\\.test\\.tsx?$|^src/routeTree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
