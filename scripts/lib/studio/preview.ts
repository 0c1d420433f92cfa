/**
 * The studio's live preview: the page as the author has it in the studio, saved or not, rendered
 * by the dev server's real entry-server and registry. Each check of the edited document (the
 * studio sends one shortly after each edit) remembers it here, with its fragments resolved; the
 * preview frame then loads /__studio/preview?file=… and is drawn from that document.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ViteDevServer } from 'vite';
import type { PageDocument, PageFile } from '../../../src/generated/content.ts';
import { loadEntryServer } from '../dev/entry-server.ts';
import { errorPage } from '../dev/error-page.ts';
import { fragmentMap, resolveFragments } from '../content/fragments.ts';
import { pagesDir } from '../paths.ts';
import { loadContentFiles } from '../content/validator/index.ts';
import { readPageFile } from './page-files.ts';

export const PREVIEW_PATH = '/__studio/preview';

const NO_VIEW_TRANSITIONS = '<style>@view-transition { navigation: none; }</style>';

const edited = new Map<string, { text: string; version: number }>();
let versions = 0;

/** Remembers the document as edited; returns the version the preview frame asks for. */
export function rememberEdit(file: string, text: string): number {
  const known = edited.get(file);
  if (known?.text === text) return known.version;
  const version = ++versions;
  edited.set(file, { text, version });
  return version;
}

/** The page as edited, or (version 0, before the studio's first check) as saved. */
async function editedPage(file: string, version: string, dir: string): Promise<PageDocument> {
  const remembered = version === '0' ? undefined : edited.get(file)?.text;
  const text = remembered ?? (await readPageFile(file, dir));
  const { doc, issues } = resolveFragments(
    JSON.parse(text) as PageFile,
    fragmentMap(await loadContentFiles(dir)),
  );
  if (issues.length) throw new Error(`fragment "${issues[0]!.name}" cannot be used here`);
  return doc;
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
    // Each edit reloads the frame: no cross-fade between versions (every document the frame
    // shows comes from here, so none opts in and none is left waiting for a skipped one).
    res.end(html.replace('</head>', () => `${NO_VIEW_TRANSITIONS}</head>`));
  } catch (error) {
    // An unfinished edit the page cannot be drawn from yet: say why, keep the studio's state.
    res.end(
      errorPage(new Error(`The preview cannot draw this page yet: ${(error as Error).message}`)),
    );
  }
}
