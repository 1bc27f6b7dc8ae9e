// Drops repeated conditions from each "and" and "or" ("e e e" is "e", "a or a" is "a"): the
// answer is the same, and each copy would cost another pass over the search documents.
import type { SearchNode } from './ast.ts';

/** A node's identity as text; a Map (mana symbols) as its entries. */
function key(node: SearchNode): string {
  return JSON.stringify(node, (_, value: unknown) => (value instanceof Map ? [...value.entries()] : value));
}

export function withoutRepeats(node: SearchNode): SearchNode {
  switch (node.kind) {
    case 'and':
    case 'or': {
      const seen = new Map<string, SearchNode>();
      for (const child of node.children) {
        const simpler = withoutRepeats(child);
        const identity = key(simpler);
        if (!seen.has(identity)) seen.set(identity, simpler);
      }
      const children = [...seen.values()];
      return children.length === 1 ? children[0]! : { kind: node.kind, children };
    }
    case 'not':
      return { kind: 'not', child: withoutRepeats(node.child) };
    default:
      return node;
  }
}
