import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Issue #27: a source file past 350 lines is usually two modules in one. One may stay that long only
 * if it says why, in a comment near its top that starts with "Over 350 lines:".
 */
const MAX_LINES = 350;
const REASON = /^\s*(\/\/|\/?\*+)\s*Over 350 lines:\s*\S/;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TREES = ['server/src', 'common/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

test('no server or common source file is over 350 lines without a comment saying why', () => {
  const unexplained = TREES.flatMap((tree) => sourceFiles(join(ROOT, tree)))
    .map((path) => ({ path, lines: readFileSync(path, 'utf8').replace(/\n$/, '').split('\n') }))
    .filter(({ lines }) => lines.length > MAX_LINES && !lines.slice(0, 40).some((line) => REASON.test(line)))
    .map(({ path, lines }) => `${relative(ROOT, path)} (${lines.length} lines)`);
  expect(unexplained).toEqual([]);
});

test('the payments module is split by what it does: no file of it over 300 lines', () => {
  const long = sourceFiles(join(ROOT, 'server/src/modules/payments'))
    .map((path) => ({ path, count: readFileSync(path, 'utf8').replace(/\n$/, '').split('\n').length }))
    .filter(({ count }) => count > 300)
    .map(({ path, count }) => `${relative(ROOT, path)} (${count} lines)`);
  expect(long).toEqual([]);
});
