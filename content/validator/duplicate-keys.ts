import type { Node } from 'jsonc-parser';
import { toPointer } from './json-pointer.ts';
import type { JsonSource } from './json-source.ts';
import type { Problem } from './problem.ts';
import { quoted } from './describe-values.ts';

/** JSON.parse keeps only the last of repeated keys, so an earlier one is silently lost. */
export function duplicateKeyProblems(source: JsonSource): Problem[] {
  const problems: Problem[] = [];
  const visit = (node: Node, segments: (string | number)[]) => {
    if (node.type === 'array') {
      node.children?.forEach((child, index) => visit(child, [...segments, index]));
      return;
    }
    if (node.type !== 'object') return;
    const firstLines = new Map<string, number>();
    for (const property of node.children ?? []) {
      const [key, value] = property.children ?? [];
      if (key?.type !== 'string' || typeof key.value !== 'string') continue;
      const name = key.value;
      const earlier = firstLines.get(name);
      if (earlier === undefined) firstLines.set(name, source.lineAtOffset(property.offset));
      else {
        const message = `${quoted(name)} appears twice in this object (first on line ${earlier}); only the last one is used. Remove one of them.`;
        problems.push(
          source.problem('duplicate-key', toPointer([...segments, name]), message, {
            offset: property.offset,
          }),
        );
      }
      if (value) visit(value, [...segments, name]);
    }
  };
  if (source.tree) visit(source.tree, []);
  return problems;
}
