/**
 * The studio: pages on the left, the open page's outline and fields in the middle, the preview
 * on the right. Every change is checked by the validator as the author types; saving writes
 * only what changed and refuses to overwrite a file changed on disk since it was opened.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Catalog } from './catalog.ts';
import { get, type OpenFile, type PageEntry } from './client.ts';
import { Editor, type EditorHandle } from './Editor.tsx';
import { PagesPanel } from './PagesPanel.tsx';
import { UnsavedDialog } from './UnsavedDialog.tsx';

export function StudioApp() {
  const [pages, setPages] = useState<PageEntry[]>([]);
  const [read, setCatalog] = useState<Omit<Catalog, 'routes'>>();
  // The pages a link may name follow the pages list, so a page created since the studio opened
  // is offered too.
  const catalog = useMemo<Catalog | undefined>(
    () =>
      read && {
        ...read,
        routes: pages.flatMap((page) =>
          page.kind === 'page' && page.route ? [{ route: page.route, name: page.name }] : [],
        ),
      },
    [read, pages],
  );
  // `opening` counts opens, so opening the same file again gives a fresh editor read from disk.
  const [open, setOpen] = useState<OpenFile & { opening: number }>();
  const [error, setError] = useState('');
  const editor = useRef<EditorHandle>(null);
  const openings = useRef(0);
  /** The file asked for while the open one has unsaved edits: the dialog asks what to do. */
  const [asked, setAsked] = useState<string>();
  const [saving, setSaving] = useState(false);

  const refreshPages = useCallback(async () => {
    const list = await get('pages');
    setPages(list);
    return list;
  }, []);

  useEffect(() => {
    void (async () => {
      try {
        const [, types, images] = await Promise.all([refreshPages(), get('types'), get('images')]);
        setCatalog({ ...types, images });
      } catch (failure) {
        setError((failure as Error).message);
      }
    })();
  }, [refreshPages]);

  // A page made outside the studio (npm run new:town, an editor) is listed when the author comes back.
  useEffect(() => {
    const refresh = () => void refreshPages().catch(() => undefined);
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [refreshPages]);

  const load = useCallback(async (file: string) => {
    try {
      const opened = await get('file', { file });
      setOpen({ ...opened, opening: ++openings.current });
      setError('');
    } catch (failure) {
      setError((failure as Error).message);
    }
  }, []);

  /** Opens the file, or first asks what to do with the open file's unsaved edits. */
  const openFile = useCallback(
    (file: string) => {
      if (editor.current?.hasUnsavedEdits()) setAsked(file);
      else void load(file);
    },
    [load],
  );

  const saveThenOpen = async () => {
    const next = asked;
    setSaving(true);
    const saved = (await editor.current?.save()) ?? false;
    setSaving(false);
    setAsked(undefined);
    if (saved && next) await load(next);
  };

  return (
    <div className="studio">
      <header className="studio-header">
        <h1>Studio</h1>
        <p>Edit the page files in pages-json/. Changes are saved to the file only when you save.</p>
      </header>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <PagesPanel
        pages={pages}
        open={open?.file}
        onOpen={openFile}
        onCreated={(file) => void refreshPages().then(() => openFile(file))}
      />
      <main className="workspace">
        {open && catalog ? (
          <Editor
            key={`${open.file}#${open.opening}`}
            ref={editor}
            opened={open}
            name={pages.find((page) => page.file === open.file)?.name ?? open.file}
            catalog={catalog}
            onSaved={() => void refreshPages()}
          />
        ) : (
          <p>Choose a page to edit.</p>
        )}
      </main>
      {open && (
        <UnsavedDialog
          file={open.file}
          next={asked}
          saving={saving}
          onSave={() => void saveThenOpen()}
          onDiscard={() => {
            const next = asked;
            setAsked(undefined);
            if (next) void load(next);
          }}
          onStay={() => setAsked(undefined)}
        />
      )}
    </div>
  );
}
