// The configuration lives in tests/lint/, whose own node_modules hold the TypeScript 6 that
// typescript-eslint needs (the build uses TypeScript 7); see tests/lint/package.json.
export { default } from './tests/lint/eslint.config.js';
