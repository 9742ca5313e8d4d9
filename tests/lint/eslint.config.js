// The one lint configuration for the whole tree; the root eslint.config.js re-exports it. It lives
// here, beside its own package.json, because typescript-eslint needs TypeScript <= 6.0 and the
// build uses TypeScript 7: this folder's node_modules holds the TypeScript 6 it parses with.
import './typescript-6.js';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import js from '@eslint/js';
import { resolve as resolveTypeScript } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const at = (...parts) => path.join(root, ...parts);

const TS = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const SERVER_LAYERS = ['http', 'storage', 'payments', 'mail', 'realtime', 'db'];
const MODULES = at('server/src/modules');
// Read at load time so a new module folder gets its fence without anyone editing this file.
const folderNames = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const moduleNames = folderNames(MODULES);
const PAGES = at('client/src/pages');
const pageNames = folderNames(PAGES);
/** Client code below the screens: what pages and admin screens share. */
const CLIENT_SHARED = ['components', 'lib', 'api', 'stores', 'ssr'];

const resolverOptions = {
  project: ['client/tsconfig.json', 'server/tsconfig.json', 'common/tsconfig.json'].map((p) => at(p)),
  // Three projects on purpose (DOM and `@/` for the client, Node for the server).
  noWarnOnMultipleProjects: true,
};
// Resolves through the tsconfig of the file's project, so the client's `@/` paths are seen.
// Not createTypeScriptImportResolver: with several projects, it drops their `paths` as soon as
// ESLint's cwd differs from the process's (an editor, or the boundaries test run elsewhere).
const tsconfigResolver = {
  interfaceVersion: 3,
  name: 'tsconfig-projects',
  resolve: (source, file) => resolveTypeScript(source, file, resolverOptions),
};

/** The map of the code (README "Code habits"), as import zones: `target` may not import `from`. */
const boundaries = [
  {
    target: at('common'),
    from: [at('server'), at('client')],
    message: 'common/ is shared by the server and the client, so it imports neither.',
  },
  { target: at('client'), from: [at('server')], message: 'The client reaches the server through /api only.' },
  { target: at('server'), from: [at('client')], message: 'The server shares code with the client through common/ only.' },
  {
    target: [...CLIENT_SHARED, 'main.tsx', 'hydrate.tsx', 'entry-server.tsx'].map((dir) => at('client/src', dir)),
    from: [at('client/src/pages'), at('client/src/admin')],
    message: 'Shared client code never imports a screen: only client/src/app/ wires pages and admin screens.',
  },
  {
    target: at('client/src/pages'),
    from: [at('client/src/admin')],
    message: 'Pages and admin screens never import each other: only client/src/app/ wires them.',
  },
  {
    target: at('client/src/admin'),
    from: [at('client/src/pages')],
    message: 'Pages and admin screens never import each other: only client/src/app/ wires them.',
  },
  {
    target: at('client/src/stores'),
    from: [at('client/src/components')],
    message: 'A store holds state that components read: it never imports a component.',
  },
  ...pageNames.map((name) => ({
    target: at('client/src/pages', name, '**'),
    from: [path.join(PAGES, '*/**/*')],
    except: [path.join(PAGES, name, '**')],
    message: 'A page never imports another page: what several pages share lives in components/ or lib/.',
  })),
  {
    target: [...CLIENT_SHARED, 'pages', 'admin'].map((dir) => at('client/src', dir)),
    from: [at('client/src/app')],
    message: 'Only the entry files import app/: pages, admin screens and shared code sit below it.',
  },
  {
    target: at('server/src/modules/*/routes.ts'),
    from: [at('server/src/db/**')],
    message: "A module's routes.ts calls its service; the service and repo reach the database.",
  },
  {
    target: SERVER_LAYERS.map((dir) => at('server/src', dir)),
    from: [MODULES],
    message: 'http/, storage/, payments/, mail/, realtime/ and db/ sit below the feature modules and never import them.',
  },
  ...moduleNames.map((name) => ({
    target: at('server/src/modules', name, '**'),
    from: [path.join(MODULES, '*/**/*')],
    except: [path.join(MODULES, name, '**'), path.join(MODULES, '*/service.ts'), path.join(MODULES, '*/repo.ts')],
    message: "A module reaches another module only through that module's service.ts or repo.ts.",
  })),
];

export default defineConfig(
  globalIgnores(
    [
      '**/node_modules/',
      '**/dist/',
      '**/dist-ssr/',
      'data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
      'server/src/db/migrations/',
    ],
    'Generated and installed files',
  ),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  comments.recommended,
  {
    rules: {
      // An exception is allowed only beside its line and with its reason after `--`.
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }],
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
      '@eslint-community/eslint-comments/disable-enable-pair': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs', ...TS],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['client/src/**', 'client/test/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    files: TS,
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          caughtErrors: 'all',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // common/ is the contract between server and client: its exports carry written signatures.
    // Client exports wrap the one fetch client, whose generic already types every answer.
    files: ['common/src/**/*.ts'],
    rules: {
      '@typescript-eslint/explicit-module-boundary-types': ['error', { allowArgumentsExplicitlyTypedAsAny: false }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: {
      'no-unused-vars': ['error', { args: 'after-used', argsIgnorePattern: '^_', caughtErrors: 'all', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['client/**/*.ts', 'client/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Issue #14: react-hot-toast's styling engine restyles the page as its module loads, so it comes
    // with the first toast, through client/src/lib/notify.ts, and never with a page's own code.
    files: ['client/src/**/*.ts', 'client/src/**/*.tsx'],
    ignores: ['client/src/lib/notify.ts', 'client/src/app/toaster-view.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hot-toast',
              message: "Raise toasts through notify from '@/lib/notify', which loads react-hot-toast with the first one.",
            },
          ],
        },
      ],
    },
  },
  {
    // Type-aware, so slower: only where a dropped promise loses a payment, a write or an error.
    files: ['server/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // No `any` leaks out of the server's functions: Express bodies, pg rows and JSON.parse hand out
    // `any`, and returning or passing one on unchecked spreads it silently. (Server factories return
    // objects of many methods, so inferred return types stay; common/ writes them out, above.)
    // Tests are left out: supertest's `res.body` is `any` by nature and asserted field by field.
    files: ['server/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-return': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [tsconfigResolver] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
