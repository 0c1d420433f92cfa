import { isRecord, parsePointer, valueAt } from './json-pointer.ts';

export type Schema = Record<string, unknown>;

interface Entry {
  parent: Schema | undefined;
  /** Keyword under which this schema sits in its parent: properties, items, then, … */
  via: string | undefined;
  baseId: string;
}

const base = 'https://schemas.invalid/';
const notSchemas = new Set(['enum', 'const', 'default', 'examples', 'required', 'discriminator']);
const notInlined = new Set(['examples', 'const']);
const withoutRef = (schema: Schema): Schema =>
  Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$ref'));
const inPlace = new Set(['then', 'else', 'if', 'allOf', 'anyOf', 'oneOf', 'not']);

/** Every subschema of the loaded schema files, with its parent and base $id, to resolve $refs. */
export class SchemaIndex {
  private readonly entries = new WeakMap<object, Entry>();
  private readonly byId = new Map<string, Schema>();

  add(schema: Schema): void {
    const id = String(schema.$id);
    this.byId.set(id, schema);
    this.walk(schema, undefined, undefined, '');
  }

  /**
   * The one `$ref` rule, for everything that reads a schema (field wording, Storybook's
   * controls, the studio): a schema with a `$ref` is its target with the `$ref`'s sibling
   * keywords winning (a field's own description over its definition's), followed to the end.
   */
  resolve(schema: Schema, hops = 0): Schema {
    if (typeof schema.$ref !== 'string') return schema;
    const target = hops < 20 ? this.resolveRef(schema.$ref, schema) : undefined;
    const own = withoutRef(schema);
    return target ? { ...this.resolve(target, hops + 1), ...own } : own;
  }

  /**
   * `value` with every `$ref` resolved in place by the rule of `resolve`, for a reader with no
   * index (the studio's browser). A recursive definition stops after `depth` nested `$ref`s.
   */
  inline(value: unknown, depth = 12): unknown {
    if (Array.isArray(value)) return value.map((item) => this.inline(item, depth));
    if (!isRecord(value)) return value;
    const hasRef = typeof value.$ref === 'string';
    const schema = !hasRef ? value : depth > 0 ? this.resolve(value) : withoutRef(value);
    const next = hasRef ? depth - 1 : depth;
    return Object.fromEntries(
      Object.entries(schema).map(([key, item]) => [
        key,
        notInlined.has(key) ? item : this.inline(item, next),
      ]),
    );
  }

  /** Where a schema's `$ref`s lead: the last target, its siblings left behind (see resolve). */
  deref(schema: Schema): Schema {
    let current = schema;
    for (let hops = 0; hops < 20 && typeof current.$ref === 'string'; hops++) {
      const target = this.resolveRef(current.$ref, current);
      if (!target) break;
      current = target;
    }
    return current;
  }

  /** The schema of property `name` of objects that `schema` (or its if/then/else parent) describes. */
  propertySchema(schema: Schema, name: string): Schema | undefined {
    let current: Schema | undefined = schema;
    while (current) {
      const property = valueAt(current, ['properties', name]);
      if (isRecord(property)) return this.deref(property);
      const entry = this.entries.get(current);
      if (!entry?.via || !inPlace.has(entry.via)) return undefined;
      current = entry.parent;
    }
    return undefined;
  }

  /** Values a discriminated oneOf accepts for its tag, in schema order. */
  discriminatorValues(schema: Schema, tag: string): string[] {
    const branches = Array.isArray(schema.oneOf) ? schema.oneOf : [];
    return branches.flatMap((branch) => {
      if (!isRecord(branch)) return [];
      const property = valueAt(this.deref(branch), ['properties', tag]);
      if (!isRecord(property)) return [];
      if (property.const !== undefined) return [String(property.const)];
      return Array.isArray(property.enum) ? property.enum.map(String) : [];
    });
  }

  private resolveRef(ref: string, from: Schema): Schema | undefined {
    const url = new URL(ref, base + (this.entries.get(from)?.baseId ?? ''));
    const document = this.byId.get(decodeURIComponent(url.pathname.slice(1)));
    const target = valueAt(document, parsePointer(decodeURIComponent(url.hash.slice(1))));
    return isRecord(target) ? target : undefined;
  }

  private walk(node: unknown, parent: Schema | undefined, via: string | undefined, baseId: string) {
    if (Array.isArray(node)) {
      for (const item of node) this.walk(item, parent, via, baseId);
      return;
    }
    if (!isRecord(node)) return;
    const ownBase =
      typeof node.$id === 'string'
        ? new URL(node.$id, base + baseId).href.slice(base.length)
        : baseId;
    this.entries.set(node, { parent, via, baseId: ownBase });
    for (const [keyword, child] of Object.entries(node)) {
      if (notSchemas.has(keyword)) continue;
      if (keyword === 'properties' || keyword === '$defs' || keyword === 'patternProperties') {
        if (isRecord(child))
          for (const sub of Object.values(child)) this.walk(sub, node, keyword, ownBase);
      } else {
        this.walk(child, node, keyword, ownBase);
      }
    }
  }
}
