import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const dirs = (p) =>
  fs.existsSync(p)
    ? fs
        .readdirSync(p, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
const serverModules = dirs('apps/server/src/modules');
const webFeatures = dirs('apps/web/src/features');

// Import boundaries (docs/architecture.md): the contract imports no app; a server module reaches
// another module through its service, never its queries; web features never import each other.
const zones = [
  { target: './packages/contract', from: './apps' },
  { target: './apps/web', from: './apps/server' },
  { target: './apps/server', from: './apps/web' },
  // Layers (docs/architecture.md): tables and the client know no service; lib is domain-free and knows
  // no Fastify hook; modules, policies and the seeds reach the signed-in user and the guards through
  // src/auth, never through a plugin.
  {
    target: './apps/server/src/db',
    from: ['./apps/server/src/modules', './apps/server/src/seed', './apps/server/src/policies'],
    message: 'Tables know no services: db/ imports only db/, lib/ and the contract.',
  },
  {
    target: './apps/server/src/lib',
    from: ['./apps/server/src/plugins', './apps/server/src/modules', './apps/server/src/policies'],
    message: 'lib/ is domain-free: it imports no plugin, module or policy.',
  },
  {
    target: ['./apps/server/src/modules', './apps/server/src/policies', './apps/server/src/auth'],
    from: './apps/server/src/plugins',
    message: 'Modules take AuthUser and the guards from src/auth, not from a plugin.',
  },
  {
    target: [
      './apps/server/src/modules',
      './apps/server/src/policies',
      './apps/server/src/auth',
      './apps/server/src/lib',
      './apps/server/src/db',
    ],
    from: './apps/server/src/seed',
    message: 'The seeds are clients of the app (run by cli/, main.ts and tests), never part of it.',
  },
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: './apps/web/src/features',
    message: 'components/ and lib/ know no feature: a cross-domain widget belongs to one feature.',
  },
  {
    target: './apps/server/src/after-write',
    from: './apps/server/src/modules/*/*.queries.ts',
    message:
      'An after-write reaches a domain through the door it exports for it (feed-action-log, review-copies, notices).',
  },
  ...serverModules.map((m) => ({
    target: `./apps/server/src/modules/${m}`,
    from: serverModules.filter((o) => o !== m).map((o) => `./apps/server/src/modules/${o}/*.queries.ts`),
    message: 'Call the other module’s service, not its queries.',
  })),
  ...webFeatures.map((f) => ({
    target: `./apps/web/src/features/${f}`,
    from: './apps/web/src/features',
    except: [`./${f}`],
    message: 'Features do not import each other: compose them in app/.',
  })),
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.test-results/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportDeclaration[source.value=/\\/index(\\.tsx?)?$/]', message: 'No barrel index files.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // The service worker runs in its own global scope (self, caches, clients).
  { files: ['apps/web/public/sw.js'], languageOptions: { globals: { ...globals.serviceworker } } },
);
