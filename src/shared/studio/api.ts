/**
 * Every studio route under /__studio/api/, its request and its answer, typed once: the studio's
 * client (src/studio/client.ts) asks through these types and the dev server's handlers
 * (scripts/lib/studio/api.ts) `satisfies` them. Types only; React-free.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Schema = { [key: string]: unknown };
type Document = { [key: string]: unknown };

/** One of the validator's problems, as the studio shows it at its field. */
export interface Problem {
  code: string;
  severity: 'error' | 'warning';
  /** JSON pointer of the value; `/` for the document root. */
  pointer: string;
  message: string;
}

/** What `npm run validate` would say if the document were saved. */
export interface Check {
  /** The problems found in this file. */
  problems: Problem[];
  /** No error anywhere in the content: the build would accept it. */
  wouldBuild: boolean;
  /** Errors in other files (e.g. a page whose link this edit broke). */
  otherErrors: number;
}

export interface PageEntry {
  /** Display path, e.g. pages-json/about.json. */
  file: string;
  /** What an author calls it: the listing label or title ("About Us"), "Shared: …" or "Site settings". */
  name: string;
  route?: string;
  title?: string;
  draft: boolean;
  kind: 'page' | 'fragment' | 'site';
}

/** A section type the studio offers: its schema with `$ref`s inlined and a valid example. */
export interface StudioSectionType {
  type: string;
  title: string;
  description: string;
  /** The layout roles its schema declares, e.g. "sidebar": the sidebar offers only those. */
  roles: string[];
  schema: Schema;
  example: Json;
}

export interface OpenFile extends Check {
  file: string;
  /** The document to edit: the file's text, or that text migrated to the content version. */
  text: string;
  /** The file's hash: a save names the version it started from. */
  version: string;
  /** Set when the file is behind the content model: `text` is then migrated, not yet saved. */
  migration?: { from: number; to: number; steps: string[]; onDisk: string };
}

export type TownResult =
  | { created: true; file: string; route: string; placeholders: number }
  | { created: false; reasons: string[] };

/** An image under public/Assets/ as the studio's media library shows it. */
export interface LibraryImage {
  src: string;
  /** A photo an author added (Assets/art/photos/): the studio may delete it when no page uses it. */
  photo: boolean;
  /** The files that use it, each once, by the name the pages panel gives them. */
  usedOn: { file: string; name: string }[];
  /** The alt texts it has where it is used, each once. */
  alts: string[];
  /** How a photo an author added came in, as the media index (pages-json/media.json) says. */
  added?: { name: string; alt: string };
}

/** The GET routes: what each takes in its query and answers. */
export interface StudioReads {
  pages: { query: undefined; response: PageEntry[] };
  types: { query: undefined; response: { sections: StudioSectionType[]; page: Schema } };
  images: { query: undefined; response: string[] };
  library: { query: undefined; response: LibraryImage[] };
  file: { query: { file: string }; response: OpenFile };
}

/**
 * The largest file each upload takes, in bytes: the studio says so before sending, and the
 * pipelines (scripts/lib/media/) refuse more. A video's 50 MB is what Supabase Storage takes per
 * file on its free plan.
 */
export const UPLOAD_LIMITS = { photo: 30 * 1024 * 1024, video: 50 * 1024 * 1024 } as const;

/** The POST routes: the JSON body each takes and what it answers. */
export interface StudioWrites {
  check: {
    request: { file: string; document: Document };
    /** `preview` is the version of the edited document the preview frame draws. */
    response: Check & { preview: number };
  };
  save: {
    request: { file: string; version: string; document: Document };
    response: Check & { version: string; changed: boolean };
  };
  'new-town': { request: { name: string; zip: string }; response: TownResult };
  'new-fragment': {
    request: { name: string; section: Document & { type: string } };
    response: { file: string };
  };
  /** A photo from the author's device, through the one photo pipeline (npm run media:add's). */
  photo: {
    /** `data` is the file's bytes in base64; `name` its file name, for its extension. */
    request: { name: string; alt: string; data: string };
    response: { src: string; alt: string; width: number; height: number; stored: boolean };
  };
  /** Deletes a photo an author added that no file uses (409, naming the files, when one does). */
  'delete-photo': { request: { src: string }; response: { deleted: string } };
  /**
   * A video from the author's device into the public bucket (index first, no place or camera
   * kept), with a still of it stored as a photo when ffmpeg is installed to take one.
   */
  video: {
    /** `data` is the file's bytes in base64; `alt` says what the video shows (its still's alt). */
    request: { name: string; alt: string; data: string };
    response: {
      /** storage:website-assets/<hash>.mp4, for the video field's `src`. */
      src: string;
      stored: boolean;
      movedIndex: boolean;
      removed: string[];
      /** The still for its poster; absent when none could be taken, and the author picks one. */
      still?: { src: string; alt: string };
    };
  };
}

export type ReadRoute = keyof StudioReads;
export type WriteRoute = keyof StudioWrites;
export type WriteRequest<R extends WriteRoute> = StudioWrites[R]['request'];
export type WriteResponse<R extends WriteRoute> = StudioWrites[R]['response'];
export type ReadResponse<R extends ReadRoute> = StudioReads[R]['response'];
export type ReadQuery<R extends ReadRoute> = StudioReads[R]['query'];
