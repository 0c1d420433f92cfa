/**
 * The studio's live preview: the page as the author has it in the studio, saved or not, rendered
 * by the dev server's real entry-server and registry. Each check of the edited document (the
 * studio sends one shortly after each edit) remembers it here, with its fragments resolved; the
 * preview's iframe then loads /__studio/preview?file=… and is drawn from that document.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ViteDevServer } from 'vite';
import type { PageDocument } from '../../../src/generated/content.ts';
import type { Json } from '../../../src/shared/studio/api.ts';
import { PREVIEW_READY } from '../../../src/shared/studio/preview.ts';
import { loadEntryServer } from '../dev/entry-server.ts';
import { errorPage } from '../dev/error-page.ts';
import { fragmentMap, resolveFragments, loadContentFiles } from '../../../content/node.ts';
import { pagesDir } from '../paths.ts';
import { markPage, type MarkSchemas } from './author-text-marks.ts';
import { readPageFile } from './page-files.ts';
import { marksToAttributes } from './preview-marks.ts';
import { pageSchema, sectionTypes } from './section-types.ts';

export const PREVIEW_PATH = '/__studio/preview';

const NO_VIEW_TRANSITIONS = '<style>@view-transition { navigation: none; }</style>';

/**
 * The page as an author edits it, never the visitor's splash: the first draw of a session would
 * otherwise show the splash over the page. Set before the body is parsed, as a returning visit's
 * own script does (splashSessionScript).
 */
const NO_INTRO = `<script>document.documentElement.setAttribute('data-splash', 'skip');</script>`;

/** Tells the studio (Preview.tsx) that the page's elements are all there to listen on. */
const SAY_READY = `<script>document.addEventListener('DOMContentLoaded', () => window.frameElement?.dispatchEvent(new Event(${JSON.stringify(PREVIEW_READY)})));</script>`;

const edited = new Map<string, { text: string; version: number }>();
let versions = 0;

/** Remembers the document as edited; returns the version the preview's iframe asks for. */
export function rememberEdit(file: string, text: string): number {
  const known = edited.get(file);
  if (known?.text === text) return known.version;
  const version = ++versions;
  edited.set(file, { text, version });
  return version;
}

async function markSchemas(): Promise<MarkSchemas> {
  const [types, page] = await Promise.all([sectionTypes(), pageSchema()]);
  const byType = new Map(types.map((type) => [type.type, type.schema]));
  return { page, section: (type) => byType.get(type) };
}

/**
 * The page a document as written draws: its fragments (from `dir`) resolved, each text an author
 * wrote marked with its field (author-text-marks.ts).
 */
export async function pageToPreview(written: Json, dir: string): Promise<PageDocument> {
  const { doc, issues } = resolveFragments(written, fragmentMap(await loadContentFiles(dir)));
  if (issues.length) throw new Error(`fragment "${issues[0]!.name}" cannot be used here`);
  return markPage(written, doc, await markSchemas()) as unknown as PageDocument;
}

/** The page as edited, or (version 0, before the studio's first check) as saved. */
async function editedPage(file: string, version: string, dir: string): Promise<PageDocument> {
  const remembered = version === '0' ? undefined : edited.get(file)?.text;
  return pageToPreview(JSON.parse(remembered ?? (await readPageFile(file, dir))) as Json, dir);
}

export async function servePreview(
  req: IncomingMessage,
  res: ServerResponse,
  vite: ViteDevServer,
  dir = pagesDir,
) {
  const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
  const file = query.get('file') ?? '';
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  try {
    const page = await editedPage(file, query.get('v') ?? '0', dir);
    const { render } = await loadEntryServer(vite);
    const { html } = await render(page.path, '', page);
    // Each edit reloads the preview: no cross-fade between versions (every document the preview
    // shows comes from here, so none opts in and none is left waiting for a skipped one).
    res.end(
      marksToAttributes(html)
        .replace('<head>', () => `<head>${NO_INTRO}`)
        .replace('</head>', () => `${NO_VIEW_TRANSITIONS}${SAY_READY}</head>`),
    );
  } catch (error) {
    // An unfinished edit the page cannot be drawn from yet: say why, keep the studio's state.
    res.end(
      errorPage(new Error(`The preview cannot draw this page yet: ${(error as Error).message}`)),
    );
  }
}
