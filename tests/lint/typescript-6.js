// typescript-eslint parses with TypeScript's JavaScript API, which TypeScript 7 (the build's
// compiler, a native binary) no longer ships. npm keeps typescript-eslint beside TypeScript 6 in
// tests/lint/node_modules, but hoists ts-api-utils (peer: any TypeScript >= 4.8) to the root,
// where `typescript` is 7. Imported first by the config, this points every `require('typescript')`
// of the lint process at TypeScript 6; nothing else in that process loads TypeScript.
import Module, { createRequire } from 'node:module';

const typescript6 = createRequire(import.meta.url).resolve('typescript');
const resolveFilename = Module._resolveFilename;

Module._resolveFilename = function resolveTypescript6(request, ...rest) {
  return request === 'typescript' ? typescript6 : resolveFilename.call(this, request, ...rest);
};
