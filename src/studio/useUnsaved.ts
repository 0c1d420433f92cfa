/**
 * Whether the open document differs from its file as last read or saved, and, while it does, the
 * browser's own "leave this page?" question before a reload or a closed tab drops the edits.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Json } from './client.ts';

export function useUnsaved(doc: Json, opened: Json) {
  const [saved, markSaved] = useState(opened);
  const unsaved = useMemo(() => JSON.stringify(doc) !== JSON.stringify(saved), [doc, saved]);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  return { unsaved, markSaved };
}
