import { zodWithoutEval } from '@pageant/common/zod-without-eval';

// A module of its own, imported first by main.tsx: ES modules run in import order, so zod is
// jitless before @pageant/common's schemas are built. A call, not a bare import, because common
// declares "sideEffects": false and the bundler would drop an import with nothing used.
zodWithoutEval();
