// The import graph of the source tree and its circles. ESLint's import-x/no-cycle follows static
// imports only, so a circle closed by a lazy `import()` (a store loading a component's chunk) passed
// the lint: this graph counts dynamic imports of string literals as edges too.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The folders whose files are nodes, relative to the root. Tests and tools may import anything. */
export const SOURCE_DIRS = ['client/src', 'server/src', 'common/src'];

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts'];
const isSource = (file) => SOURCE_EXTENSIONS.some((ext) => file.endsWith(ext)) && !file.endsWith('.d.ts');

function listSources(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listSources(full);
    return isSource(entry.name) ? [full] : [];
  });
}

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** The file a path without (or with a `.js`-style) extension names, as TypeScript's bundler resolution finds it. */
function resolveFile(base) {
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((ext) => stem + ext),
    ...SOURCE_EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => isSource(file) && isFile(file)) ?? null;
}

/**
 * Where `specifier`, imported by `importer`, leads inside the tree, or null for a package. The
 * client's `@/` means client/src (client/tsconfig.json); `@pageant/common` is common/src/index.ts
 * and `@pageant/common/x` is common/src/x.ts (common/package.json's exports).
 */
export function resolveImport(root, importer, specifier) {
  if (specifier.startsWith('.')) return resolveFile(path.resolve(path.dirname(importer), specifier));
  if (specifier.startsWith('@/') && importer.startsWith(path.join(root, 'client') + path.sep)) {
    return resolveFile(path.join(root, 'client/src', specifier.slice(2)));
  }
  if (specifier === '@pageant/common') return resolveFile(path.join(root, 'common/src/index.ts'));
  if (specifier.startsWith('@pageant/common/'))
    return resolveFile(path.join(root, 'common/src', specifier.slice('@pageant/common/'.length)));
  return null;
}

const isStringLiteral = (node) => node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node));

/** Erased by the compiler, so never a runtime edge: `import type`, `export type`, or only inline `type` names. */
function isTypeOnly(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    const bindings = clause.namedBindings;
    return (
      !clause.name &&
      bindings !== undefined &&
      ts.isNamedImports(bindings) &&
      bindings.elements.length > 0 &&
      bindings.elements.every((e) => e.isTypeOnly)
    );
  }
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
  }
  return false;
}

/** Every module specifier `code` loads at run time: imports, re-exports and `import('…')` of a literal. */
export function importedSpecifiers(fileName, code) {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && isStringLiteral(node.moduleSpecifier)) {
      if (!isTypeOnly(node)) found.push({ specifier: node.moduleSpecifier.text, dynamic: false });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && isStringLiteral(node.arguments[0])) {
      found.push({ specifier: node.arguments[0].text, dynamic: true });
    } else if (ts.isImportEqualsDeclaration(node) && !node.isTypeOnly && ts.isExternalModuleReference(node.moduleReference)) {
      if (isStringLiteral(node.moduleReference.expression)) found.push({ specifier: node.moduleReference.expression.text, dynamic: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Map of file → [{ to, dynamic }] over the source folders under `root` (absolute paths). */
export function buildImportGraph(root, dirs = SOURCE_DIRS) {
  const graph = new Map();
  for (const file of dirs.flatMap((dir) => listSources(path.join(root, dir)))) {
    const edges = importedSpecifiers(file, readFileSync(file, 'utf8'))
      .map(({ specifier, dynamic }) => ({ to: resolveImport(root, file, specifier), dynamic }))
      .filter((edge) => edge.to !== null);
    graph.set(file, edges);
  }
  return graph;
}

/**
 * One circle per strongly connected group of files (Tarjan), each as the list of files walked
 * from its first file back to it, with `dynamic` marking the steps that are `import()`.
 */
export function findCircles(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const groups = [];
  let next = 0;
  const connect = (file) => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const { to } of graph.get(file) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(file, Math.min(low.get(file), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file), index.get(to)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    const selfLoop = (graph.get(file) ?? []).some((edge) => edge.to === file);
    if (group.length > 1 || selfLoop) groups.push(new Set(group));
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);
  return groups.map((group) => walkCircle(graph, group));
}

/** A shortest way from the group's first file (by name) back to itself, staying inside the group. */
function walkCircle(graph, group) {
  const start = [...group].sort()[0];
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const edge of graph.get(file) ?? []) {
      if (!group.has(edge.to) || cameFrom.has(edge.to)) continue;
      cameFrom.set(edge.to, { from: file, dynamic: edge.dynamic });
      if (edge.to === start) return unwind(cameFrom, start);
      queue.push(edge.to);
    }
  }
  throw new Error(`no circle through ${start}`);
}

function unwind(cameFrom, start) {
  const steps = [];
  let at = start;
  do {
    const { from, dynamic } = cameFrom.get(at);
    steps.unshift({ from, to: at, dynamic });
    at = from;
  } while (at !== start);
  return steps;
}

/** "a.ts -> b.ts -(import())-> a.ts", paths relative to `root`. */
export function describeCircle(root, steps) {
  const name = (file) => path.relative(root, file).split(path.sep).join('/');
  return steps.reduce((text, step) => `${text} ${step.dynamic ? '-(import())->' : '->'} ${name(step.to)}`, name(steps[0].from));
}
