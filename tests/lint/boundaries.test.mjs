// The map of the code is only worth something if the linter refuses a wrong import. Each case
// lints an in-memory snippet as if it were at `filePath`, with the real root config. Run with
// `node --test tests/lint/boundaries.test.mjs` (ESLint loads its config through dynamic import,
// which Jest's module sandbox does not hand through).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/**
 * Lints `code` as the file at `filePath` (relative to the repo root); nothing is written. Server
 * paths name files that exist, because the type-aware parser only accepts files of its project.
 */
async function lint(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  const fatal = result.messages.filter((m) => m.fatal);
  assert.deepEqual(fatal, [], `${filePath} did not parse`);
  return result.messages;
}

async function refusedImports(filePath, code) {
  const messages = await lint(filePath, code);
  return messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('import boundaries', () => {
  it('when a page imports an admin screen, then it is refused', async () => {
    const refused = await refusedImports(
      'client/src/pages/home/home-page.tsx',
      "import AdminVotesPage from '@/admin/votes/votes-page';\nexport const screen = AdminVotesPage;\n",
    );
    assert.deepEqual(refused, [
      'Unexpected path "@/admin/votes/votes-page" imported in restricted zone. ' +
        'Pages and admin screens never import each other: only client/src/app/ wires them.',
    ]);
  });

  it('when an admin screen imports a page by a relative path, then it is refused', async () => {
    const refused = await refusedImports(
      'client/src/admin/votes/votes-page.tsx',
      "export { default } from '../../pages/contestants/contestants-page';\n",
    );
    assert.equal(refused.length, 1);
  });

  it('when a shared component imports a page, then it is refused', async () => {
    const refused = await refusedImports('client/src/components/modal.tsx', "export { PAGEANT_FLOW } from '@/pages/faq/faq-data';\n");
    assert.equal(refused.length, 1);
    assert.match(refused[0], /only client\/src\/app\/ wires pages and admin screens/);
  });

  it('when app/ wires a page and an admin screen into routes, then it passes', async () => {
    const messages = await lint(
      'client/src/app/routes.tsx',
      "import { lazy } from 'react';\n" +
        "export const HomePage = lazy(() => import('@/pages/home/home-page'));\n" +
        "export const AdminVotesPage = lazy(() => import('@/admin/votes/votes-page'));\n",
    );
    assert.deepEqual(messages, []);
  });

  it('when a page imports a file of another page, by alias or relative path, then it is refused', async () => {
    const byAlias = await refusedImports(
      'client/src/pages/success/success-page.tsx',
      "import { usePaidReturn } from '@/pages/registration/use-paid-return';\nexport const paidReturn = usePaidReturn;\n",
    );
    assert.deepEqual(byAlias, [
      'Unexpected path "@/pages/registration/use-paid-return" imported in restricted zone. ' +
        'A page never imports another page: what several pages share lives in components/ or lib/.',
    ]);
    const byPath = await refusedImports('client/src/pages/receipt/receipt-view.tsx', "export { default } from '../home/home-page';\n");
    assert.equal(byPath.length, 1);
  });

  it('when a page imports its own files and shared code, then it passes', async () => {
    const messages = await lint(
      'client/src/pages/registration/registration-page.tsx',
      "export { usePaidReturn } from './use-paid-return';\nexport { Spinner } from '@/components/spinner';\n",
    );
    assert.deepEqual(messages, []);
  });

  it('when a page, an admin screen or shared code imports from app/, then it is refused', async () => {
    const message =
      'Unexpected path "@/app/navbar" imported in restricted zone. ' +
      'Only the entry files import app/: pages, admin screens and shared code sit below it.';
    const code = "export { Navbar } from '@/app/navbar';\n";
    assert.deepEqual(await refusedImports('client/src/pages/about-us/about-story.tsx', code), [message]);
    assert.deepEqual(await refusedImports('client/src/admin/login/login-page.tsx', code), [message]);
    assert.deepEqual(await refusedImports('client/src/components/voting/vote-modal.tsx', code), [message]);
    assert.deepEqual(await refusedImports('client/src/lib/notify.ts', code), [message]);
  });

  it('when a store imports a component, even to load it lazily, then it is refused', async () => {
    const refused = await refusedImports(
      'client/src/stores/event-status.ts',
      "export const loadCountdownBand = () => import('@/components/finale/countdown-band');\n",
    );
    assert.deepEqual(refused, [
      'Unexpected path "@/components/finale/countdown-band" imported in restricted zone. ' +
        'A store holds state that components read: it never imports a component.',
    ]);
  });

  it("when a module's routes.ts imports the database client, then it is refused", async () => {
    const refused = await refusedImports(
      'server/src/modules/candidates/routes.ts',
      "import { type Db } from '../../db/client';\nexport type RouteDb = Db;\n",
    );
    assert.equal(refused.length, 1);
    assert.match(refused[0], /routes\.ts calls its service/);
  });

  it('when common/ imports from the server, then it is refused', async () => {
    const refused = await refusedImports('common/src/x.ts', "export { AppError } from '../../server/src/errors';\n");
    assert.equal(refused.length, 1);
    assert.match(refused[0], /common\/ is shared by the server and the client/);
  });

  it('when common/ imports from the client, then it is refused', async () => {
    const refused = await refusedImports('common/src/x.ts', "export { apiFetch } from '../../client/src/api/http';\n");
    assert.equal(refused.length, 1);
  });

  it('when http/ imports a feature module, then it is refused', async () => {
    const refused = await refusedImports(
      'server/src/http/upload.ts',
      "export { candidatesService } from '../modules/candidates/service';\n",
    );
    assert.equal(refused.length, 1);
    assert.match(refused[0], /never import them/);
  });

  it("when a module imports another module's inner file, then it is refused", async () => {
    const refused = await refusedImports(
      'server/src/modules/votes/service.ts',
      "export { candidateRoutes } from '../candidates/routes';\n",
    );
    assert.equal(refused.length, 1);
    assert.match(refused[0], /only through that module's service\.ts or repo\.ts/);
  });

  it("when a module imports another module's service and repo, or its own files, then it passes", async () => {
    const messages = await lint(
      'server/src/modules/votes/routes.ts',
      "export { candidatesService } from '../candidates/service';\n" +
        "export { findCandidate } from '../candidates/repo';\n" +
        "export { voteService } from './service';\n",
    );
    assert.deepEqual(messages, []);
  });
});

describe('the type-aware server rule', () => {
  // Guards the TypeScript 6 set-up (tests/lint/typescript-6.js): without types this rule cannot run.
  it('when a page imports react-hot-toast, then it is refused; notify may', async () => {
    const code = "import toast from 'react-hot-toast';\nexport const say = () => toast.error('x');\n";
    const refused = (await lint('client/src/pages/charitable-alliance/donation-box.tsx', code)).filter(
      (m) => m.ruleId === 'no-restricted-imports',
    );
    assert.equal(refused.length, 1);
    assert.match(refused[0].message, /notify from '@\/lib\/notify'/);
    const allowed = (await lint('client/src/lib/notify.ts', code)).filter((m) => m.ruleId === 'no-restricted-imports');
    assert.deepEqual(allowed, []);
  });

  it('when a server file drops a promise, then it is refused', async () => {
    const messages = await lint(
      'server/src/http/upload.ts',
      'async function save(): Promise<void> {}\nexport function handler(): void {\n  save();\n}\n',
    );
    assert.deepEqual(
      messages.map((m) => m.ruleId),
      ['@typescript-eslint/no-floating-promises'],
    );
  });
});
