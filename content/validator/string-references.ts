import { linkTargets } from '../../src/shared/authorText.ts';
import { linkKind } from '../../src/shared/links.ts';
import { isRecord, toPointer } from './json-pointer.ts';

export interface Reference {
  /** Pointer of the string the reference was found in. */
  pointer: string;
  target: string;
  kind: 'link' | 'asset';
}

const assetExtension = /\.(svg|png|jpe?g|webp|avif|gif|ico|mp4|webm)$/i;
const fileExtension = /\/[^/]*\.[a-z0-9]+$/i;

/** The path part of a site link: without query and anchor. */
export function linkPath(target: string): string {
  return target.split(/[?#]/)[0] ?? '';
}

export function linkAnchor(target: string): string {
  const hash = target.indexOf('#');
  return hash === -1 ? '' : target.slice(hash + 1);
}

function classify(target: string): Reference['kind'] | undefined {
  // Addresses that only look like paths (//host, /\host) are unsafe-link's.
  if (linkKind(target) === 'unsafe') return undefined;
  if (target.startsWith('#')) return 'link';
  if (!target.startsWith('/')) return undefined;
  return fileExtension.test(linkPath(target)) ? 'asset' : 'link';
}

/** Fields whose whole value is a link: `href`, and each item of a list of page paths. */
export const isLinkField = (
  key: string | number | undefined,
  parentKey: string | number | undefined,
) => key === 'href' || (typeof key === 'number' && parentKey === 'nearby');

function referencesInString(pointer: string, wholeLink: boolean, text: string): Reference[] {
  const targets = new Set<string>();
  if (wholeLink) targets.add(text);
  for (const target of linkTargets(text)) targets.add(target);
  const references: Reference[] = [];
  for (const target of targets) {
    const kind = classify(target);
    if (kind) references.push({ pointer, target, kind });
  }
  if (text.startsWith('/') && assetExtension.test(text) && !targets.has(text)) {
    references.push({ pointer, target: text, kind: 'asset' });
  }
  return references;
}

/** Every internal link and asset path in a document, with the pointer of its string. */
export function collectReferences(root: unknown): Reference[] {
  const references: Reference[] = [];
  const visit = (value: unknown, segments: (string | number)[]) => {
    if (typeof value === 'string') {
      const wholeLink = isLinkField(segments.at(-1), segments.at(-2));
      references.push(...referencesInString(toPointer(segments), wholeLink, value));
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...segments, index]));
    } else if (isRecord(value)) {
      for (const [key, item] of Object.entries(value)) visit(item, [...segments, key]);
    }
  };
  visit(root, []);
  return references;
}
