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

async function assertPasses(filePath, code) {
  assert.deepEqual(await lint(filePath, code), []);
}

async function refusedImports(filePath, code) {
  const messages = await lint(filePath, code);
  return messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

/**
 * Asserts that `code` at `filePath` breaks exactly one boundary: `reason` is that refusal's whole
 * message (a string) or a part of it (a RegExp); without it, any one refusal will do.
 */
async function assertRefusedOnce(filePath, code, reason) {
  const refused = await refusedImports(filePath, code);
  assert.equal(refused.length, 1, `${filePath}: ${JSON.stringify(refused)}`);
  if (typeof reason === 'string') assert.equal(refused[0], reason);
  else if (reason) assert.match(refused[0], reason);
}

describe('import boundaries', () => {
  it('when a page imports an admin screen, then it is refused', async () => {
    await assertRefusedOnce(
      'client/src/pages/home/home-page.tsx',
      "import AdminVotesPage from '@/admin/votes/votes-page';\nexport const screen = AdminVotesPage;\n",
      'Unexpected path "@/admin/votes/votes-page" imported in restricted zone. ' +
        'Pages and admin screens never import each other: only client/src/app/ wires them.',
    );
  });

  it('when an admin screen imports a page by a relative path, then it is refused', async () => {
    await assertRefusedOnce(
      'client/src/admin/votes/votes-page.tsx',
      "export { default } from '../../pages/contestants/contestants-page';\n",
    );
  });

  it('when a shared component imports a page, then it is refused', async () => {
    await assertRefusedOnce(
      'client/src/components/modal.tsx',
      "export { PAGEANT_FLOW } from '@/pages/faq/faq-data';\n",
      /only client\/src\/app\/ wires pages and admin screens/,
    );
  });

  it('when app/ wires a page and an admin screen into routes, then it passes', async () => {
    await assertPasses(
      'client/src/app/routes.tsx',
      "import { lazy } from 'react';\n" +
        "export const HomePage = lazy(() => import('@/pages/home/home-page'));\n" +
        "export const AdminVotesPage = lazy(() => import('@/admin/votes/votes-page'));\n",
    );
  });

  it('when a page imports a file of another page, by alias or relative path, then it is refused', async () => {
    await assertRefusedOnce(
      'client/src/pages/success/success-page.tsx',
      "import { usePaidReturn } from '@/pages/registration/use-paid-return';\nexport const paidReturn = usePaidReturn;\n",
      'Unexpected path "@/pages/registration/use-paid-return" imported in restricted zone. ' +
        'A page never imports another page: what several pages share lives in components/ or lib/.',
    );
    await assertRefusedOnce('client/src/pages/receipt/receipt-view.tsx', "export { default } from '../home/home-page';\n");
  });

  it('when a page imports its own files and shared code, then it passes', async () => {
    await assertPasses(
      'client/src/pages/registration/registration-page.tsx',
      "export { usePaidReturn } from './use-paid-return';\nexport { Spinner } from '@/components/spinner';\n",
    );
  });

  it('when a page, an admin screen or shared code imports from app/, then it is refused', async () => {
    const message =
      'Unexpected path "@/app/navbar" imported in restricted zone. ' +
      'Only the entry files import app/: pages, admin screens and shared code sit below it.';
    const code = "export { Navbar } from '@/app/navbar';\n";
    await assertRefusedOnce('client/src/pages/about-us/about-story.tsx', code, message);
    await assertRefusedOnce('client/src/admin/login/login-page.tsx', code, message);
    await assertRefusedOnce('client/src/components/voting/vote-modal.tsx', code, message);
    await assertRefusedOnce('client/src/lib/notify.ts', code, message);
  });

  it('when a store imports a component, even to load it lazily, then it is refused', async () => {
    await assertRefusedOnce(
      'client/src/stores/event-status.ts',
      "export const loadCountdownBand = () => import('@/components/finale/countdown-band');\n",
      'Unexpected path "@/components/finale/countdown-band" imported in restricted zone. ' +
        'A store holds state that components read: it never imports a component.',
    );
  });

  it("when a module's routes.ts imports the database client, then it is refused", async () => {
    await assertRefusedOnce(
      'server/src/modules/candidates/routes.ts',
      "import { type Db } from '../../db/client';\nexport type RouteDb = Db;\n",
      /routes\.ts calls its service/,
    );
  });

  it('when common/ imports from the server, then it is refused', async () => {
    await assertRefusedOnce(
      'common/src/x.ts',
      "export { AppError } from '../../server/src/errors';\n",
      /common\/ is shared by the server and the client/,
    );
  });

  it('when common/ imports from the client, then it is refused', async () => {
    await assertRefusedOnce('common/src/x.ts', "export { apiFetch } from '../../client/src/api/http';\n");
  });

  it('when http/ imports a feature module, then it is refused', async () => {
    await assertRefusedOnce(
      'server/src/http/upload.ts',
      "export { candidatesService } from '../modules/candidates/service';\n",
      /never import them/,
    );
  });

  it("when a module imports another module's inner file, then it is refused", async () => {
    await assertRefusedOnce(
      'server/src/modules/votes/service.ts',
      "export { candidateRoutes } from '../candidates/routes';\n",
      /only through that module's service\.ts or repo\.ts/,
    );
  });

  it("when a module imports another module's service and repo, or its own files, then it passes", async () => {
    await assertPasses(
      'server/src/modules/votes/routes.ts',
      "export { candidatesService } from '../candidates/service';\n" +
        "export { findCandidate } from '../candidates/repo';\n" +
        "export { voteService } from './service';\n",
    );
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
