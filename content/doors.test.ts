/**
 * content/index.ts is the door browser code may use (Storybook's preview), so nothing it loads at
 * run time may need Node; content/node.ts holds the rest.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The only packages the browser door may load. */
const BROWSER_PACKAGES = ['ajv/dist/2020.js', 'ajv-formats', 'jsonc-parser'];
const NODE_GLOBALS =
  /\b(?:Buffer\.(?:from|alloc|concat|isBuffer)|process\.(?:env|argv|cwd|exit|platform)|__dirname|__filename|require\()/;
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;
const TYPES_ONLY = /^\{\s*(?:type\s+[^,}]+,?\s*)+\}$/;

/** Every file and package `entry` loads at run time (type-only imports load nothing). */
function runtimeGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    if (!file.endsWith('.ts')) return;
    for (const [, typeOnly, names = '', from, bare] of readFileSync(file, 'utf8').matchAll(
      IMPORT,
    )) {
      if (typeOnly || TYPES_ONLY.test(names.trim())) continue;
      const specifier = (from ?? bare)!;
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
      else packages.add(specifier);
    }
  };
  visit(path.join(import.meta.dirname, entry));
  return { files: [...files], packages: [...packages] };
}

describe('content/index.ts, the browser-safe door', () => {
  const { files, packages } = runtimeGraph('index.ts');

  it('loads no node: builtin and no package but ajv, ajv-formats and jsonc-parser', () => {
    expect(packages.filter((name) => !BROWSER_PACKAGES.includes(name))).toEqual([]);
  });

  it('uses no Node global in anything it loads', () => {
    const users = files.filter(
      (file) => file.endsWith('.ts') && NODE_GLOBALS.test(readFileSync(file, 'utf8')),
    );
    expect(users.map((file) => path.relative(import.meta.dirname, file))).toEqual([]);
  });

  it('never loads the Node door', () => {
    expect(files).not.toContain(path.join(import.meta.dirname, 'node.ts'));
  });
});
