/** What every field needs besides its schema: problems by pointer, images, routes, the change function. */
import { createContext, useContext } from 'react';
import type { PageLink } from './catalog.ts';
import type { Json, Problem, Schema } from './client.ts';
import type { ChangeOptions } from './useHistory.ts';

export interface FieldEnv {
  problems: Problem[];
  images: string[];
  routes: PageLink[];
  change: (path: (string | number)[], value: Json | undefined, options?: ChangeOptions) => void;
}

export const FieldContext = createContext<FieldEnv>({
  problems: [],
  images: [],
  routes: [],
  change: () => undefined,
});

export const useFieldEnv = () => useContext(FieldContext);

/** What a field generated from a schema is given: its key, schema, value and place in the page. */
export interface FieldProps {
  name: string;
  schema: Schema;
  value: Json | undefined;
  path: (string | number)[];
  required: boolean;
  /** The array schema this value is an item of, whose description speaks for its items. */
  list?: Schema;
  /** The object this value is a property of, and the properties its schema allows. */
  parent?: { value: { [key: string]: Json }; keys: string[] };
}
