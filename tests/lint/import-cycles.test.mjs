// No import circle in client/src, server/src or common/src, dynamic `import()` included (issue #27).
// The refused examples build a small tree in a temporary folder with the repo's layout, so the
// `@/` and `@pageant/common` resolution is the one the real tree gets.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildImportGraph, describeCircle, findCircles } from './import-graph.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

const trees = [];
after(() => {
  for (const dir of trees) rmSync(dir, { recursive: true, force: true });
});

/** Writes `files` ({ 'client/src/x.ts': code }) under a fresh folder and returns its circles, described. */
function circlesOf(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  trees.push(dir);
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), code);
  }
  return findCircles(buildImportGraph(dir)).map((steps) => describeCircle(dir, steps));
}

describe('import circles', () => {
  it('when the source tree is read, then no file reaches itself through its imports', () => {
    const circles = findCircles(buildImportGraph(root)).map((steps) => describeCircle(root, steps));
    assert.deepEqual(circles, [], `import circles:\n${circles.join('\n')}`);
  });

  it('when a store loads a component with import() and the component imports the store, then the circle is named', () => {
    const circles = circlesOf({
      'client/src/stores/status.ts': "export const isOpen = true;\nexport const loadBand = () => import('@/components/band');\n",
      'client/src/components/band.tsx':
        "import { isOpen } from '@/stores/status';\nexport default function Band() {\n  return isOpen;\n}\n",
    });
    assert.deepEqual(circles, [
      'client/src/components/band.tsx -> client/src/stores/status.ts -(import())-> client/src/components/band.tsx',
    ]);
  });

  it('when two files import each other through a re-export and a React.lazy import, then the circle is named', () => {
    const circles = circlesOf({
      'client/src/app/toaster.tsx':
        "import { lazy } from 'react';\nexport const LIMIT = 20;\nexport const View = lazy(() => import('./view'));\n",
      'client/src/app/view.tsx': "export { LIMIT } from './toaster';\n",
    });
    assert.deepEqual(circles, ['client/src/app/toaster.tsx -(import())-> client/src/app/view.tsx -> client/src/app/toaster.tsx']);
  });

  it('when common/ is reached by its package name and a folder by its index, then a circle through them is named', () => {
    const circles = circlesOf({
      'common/src/index.ts': "export * from './content';\n",
      'common/src/content/index.ts': "export { price } from './pricing';\n",
      'common/src/content/pricing.ts': "import { SEASON } from '../season';\nexport const price = SEASON;\n",
      'common/src/season.ts': "import '@pageant/common/content/pricing';\nexport const SEASON = 10;\n",
      'server/src/app.ts': "import { price } from '@pageant/common';\nexport const at = price;\n",
    });
    assert.deepEqual(circles, ['common/src/content/pricing.ts -> common/src/season.ts -> common/src/content/pricing.ts']);
  });

  it('when files import each other only for types, or import a package, then there is no circle', () => {
    const circles = circlesOf({
      'server/src/a.ts': "import type { B } from './b';\nimport { z } from 'zod';\nexport type A = B | typeof z;\n",
      'server/src/b.ts': "import { type A } from './a';\nexport type B = { a?: A };\nexport { type A } from './a';\n",
    });
    assert.deepEqual(circles, []);
  });
});
