// The run-time import graph of a folder of TypeScript files (`import type` and `export type` left
// out: they vanish at run time), and its strongly connected components (Tarjan), for the tests that
// hold the Oracle compiler's layering (issue 26).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm;

function tsFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Each file of `folder` (repository-relative) with the files it imports at run time, every target included. */
export function runtimeImports(root: string, folder: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of tsFiles(join(root, folder))) {
    const targets: string[] = [];
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (match[1]) continue; // import type
      targets.push(relative(root, resolve(dirname(file), match[2]!)));
    }
    graph.set(relative(root, file), targets);
  }
  return graph;
}

/** Groups of files that import each other (components with more than one file), largest first. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string): void => {
    indexOf.set(file, index);
    low.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!indexOf.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, indexOf.get(next)!));
    }
    if (low.get(file) !== indexOf.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const file of graph.keys()) if (!indexOf.has(file)) visit(file);
  return groups.sort((a, b) => b.length - a.length);
}
