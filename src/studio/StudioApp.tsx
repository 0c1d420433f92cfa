/**
 * The studio: pages on the left, the open page's outline and fields in the middle, the preview
 * on the right. Every change is checked by the validator as the author types; saving writes
 * only what changed and refuses to overwrite a file changed on disk since it was opened.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  get,
  type Check,
  type OpenFile,
  type PageEntry,
  type SectionType,
  type Schema,
} from './client.ts';
import { Editor } from './Editor.tsx';
import { PagesPanel } from './PagesPanel.tsx';

export interface Catalog {
  sections: SectionType[];
  page: Schema;
  images: string[];
  routes: string[];
}

export function StudioApp() {
  const [pages, setPages] = useState<PageEntry[]>([]);
  const [catalog, setCatalog] = useState<Catalog>();
  const [open, setOpen] = useState<OpenFile & Check>();
  const [error, setError] = useState('');

  const refreshPages = useCallback(async () => {
    const list = await get<PageEntry[]>('pages');
    setPages(list);
    return list;
  }, []);

  useEffect(() => {
    void (async () => {
      try {
        const [list, types, images] = await Promise.all([
          refreshPages(),
          get<{ sections: SectionType[]; page: Schema }>('types'),
          get<string[]>('images'),
        ]);
        const routes = list.flatMap((page) =>
          page.kind === 'page' && page.route ? [page.route] : [],
        );
        setCatalog({ ...types, images, routes });
      } catch (failure) {
        setError((failure as Error).message);
      }
    })();
  }, [refreshPages]);

  const openFile = useCallback(async (file: string) => {
    try {
      setOpen(await get<OpenFile & Check>(`file?file=${encodeURIComponent(file)}`));
      setError('');
    } catch (failure) {
      setError((failure as Error).message);
    }
  }, []);

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
        onOpen={(file) => void openFile(file)}
        onCreated={(file) => void refreshPages().then(() => openFile(file))}
      />
      <main className="workspace">
        {open && catalog ? (
          <Editor
            key={open.file}
            opened={open}
            catalog={catalog}
            onSaved={() => void refreshPages()}
          />
        ) : (
          <p>Choose a page to edit.</p>
        )}
      </main>
    </div>
  );
}
