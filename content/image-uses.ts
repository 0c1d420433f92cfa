/**
 * Where each image is used: every picture path a page file, fragment or site.json names, with the
 * alt text written beside it. The validator's unused-photo warning and the studio's media library
 * ("on 3 pages", search by alt text) read the same answer.
 */
import { isRecord, parsePointer } from './validator/json-pointer.ts';
import { collectReferences, linkPath } from './validator/string-references.ts';

const IMAGE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

export interface ImageUse {
  /** The file that names the image, as its source's `path`. */
  file: string;
  pointer: string;
  /** The `alt` beside the image's `src`, when the object has one. */
  alt?: string;
}

/** The object that holds the string at `pointer`. */
function holder(root: unknown, pointer: string): unknown {
  let value = root;
  for (const segment of parsePointer(pointer).slice(0, -1))
    value = isRecord(value) || Array.isArray(value) ? (value as never)[segment] : undefined;
  return value;
}

export function imageUses(
  sources: readonly { path: string; value: unknown }[],
): Map<string, ImageUse[]> {
  const uses = new Map<string, ImageUse[]>();
  for (const source of sources)
    for (const reference of collectReferences(source.value)) {
      const image = linkPath(reference.target);
      if (reference.kind !== 'asset' || !IMAGE.test(image)) continue;
      const beside = holder(source.value, reference.pointer);
      const alt = isRecord(beside) && typeof beside.alt === 'string' ? beside.alt : undefined;
      const use: ImageUse = { file: source.path, pointer: reference.pointer, ...(alt && { alt }) };
      uses.set(image, [...(uses.get(image) ?? []), use]);
    }
  return uses;
}
