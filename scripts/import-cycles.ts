// Groups of files that import each other at run time (strongly connected components of the
// import graph). A group is one unit for understanding and for testing: a newcomer must read
// all of it at once. `import type` does not count: it vanishes when TypeScript is compiled.
// Used by test/unit/architecture/import-cycles.test.ts and runnable by hand:
//   node --import tsx scripts/import-cycles.ts app/engine app/cards/oracle
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Every .ts file under `dir` (recursively), as paths relative to the working directory. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Whether an import or export declaration survives compilation (is not type-only). */
function isRuntime(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return true; // import './x.ts' for its side effects
    if (clause.isTypeOnly) return false;
    if (clause.name) return true;
    const bindings = clause.namedBindings;
    if (!bindings || ts.isNamespaceImport(bindings)) return true;
    return bindings.elements.length === 0 || bindings.elements.some((e) => !e.isTypeOnly);
  }
  if (node.isTypeOnly) return false;
  const clause = node.exportClause;
  if (!clause || ts.isNamespaceExport(clause)) return true;
  return clause.elements.some((e) => !e.isTypeOnly);
}

/** The files under `dir` that `file` imports at run time (relative specifiers only). */
function runtimeImports(file: string, inside: Set<string>): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    if (!isRuntime(statement)) continue;
    const target = path.join(path.dirname(file), specifier.text);
    if (inside.has(target)) found.push(target);
  }
  return found;
}

/** The run-time import graph of the files under the given folders. */
export function importGraph(dirs: readonly string[]): Map<string, string[]> {
  const files = dirs.flatMap((dir) => sourceFiles(dir));
  const inside = new Set(files);
  return new Map(files.map((file) => [file, runtimeImports(file, inside)]));
}

/** Strongly connected components of size > 1 (Tarjan), largest first. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups.sort((a, b) => b.length - a.length);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  for (const dir of process.argv.slice(2)) {
    const groups = importCycles(importGraph([dir]));
    console.log(`${dir}: ${groups.length} cycle group(s), sizes ${groups.map((g) => g.length).join(', ') || 'none'}`);
    for (const group of groups) console.log(`  ${group.length}: ${group.join(' ')}`);
  }
}
