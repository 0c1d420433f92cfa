/**
 * The real page, rendered by the dev server with the real registry, at a chosen width and scaled
 * down to fit its pane (never clipped), as the author has it: each checked edit gives a new
 * version of the document, which the preview loads from /__studio/preview
 * (scripts/lib/studio/preview.ts), keeping its scroll position. A click on a text selects its
 * section and focuses the field that wrote it, on a section elsewhere selects the section: the
 * server marks both on the page (canvas.ts). A double-click on a heading's or paragraph's text
 * types there (canvasEditing.ts); the preview keeps the version it shows until that edit ends, as
 * a reload would take the author's focus. Each section has a handle to drag it (or move it with
 * the arrow keys) to another place in its list (canvasHandles.ts); the preview keeps its version
 * while the drag lasts.
 */
import { useEffect, useRef, useState } from 'react';
import { useFit } from './useFit.ts';
import { PREVIEW_READY } from '../shared/studio/preview.ts';
import { placeAt } from './canvas.ts';
import { editableAt, editInPlace } from './canvasEditing.ts';
import type { CanvasEdits } from './canvasEdits.ts';
import { addSectionHandles, type Handles } from './canvasHandles.ts';
import type { ListName } from './fragmentActions.ts';

const WIDTHS = [390, 768, 1440];

interface Props {
  route: string | undefined;
  file: string;
  /** The edited document's version; until the first check (0), the saved page is shown. */
  version: number | undefined;
  /** Goes to the field (or section) at this JSON pointer, as a problem's button does. */
  onSelect: (pointer: string) => void;
  edits: CanvasEdits;
  /** Whether the latest version is of the document as it is now (not of one before an edit). */
  current: boolean;
  /** The selected section's pointer, e.g. /sidebar/1. */
  selected: string | undefined;
  /** The name of the handle that moves the section at `pointer`. */
  moveName: (pointer: string) => string;
  onMove: (list: ListName, from: number, to: number) => void;
}

/** The preview's address names the version it asks for; its load reads it back from there. */
const VERSION_PARAM = 'v';

export function Preview(props: Props) {
  const { route, file, version, onSelect, edits, current, selected, moveName, onMove } = props;
  const [width, setWidth] = useState(768);
  const { box, scale, height } = useFit(width);
  /** The version the preview keeps while the author types on it. */
  const [held, setHeld] = useState<number>();
  const shown = held ?? version ?? 0;
  /** The version the preview has drawn: it asks for `shown`, and draws it once loaded. */
  const [drawn, setDrawn] = useState<number>();
  // Only a page of the document as it is now, drawn, has the places a move names.
  const upToDate = current && shown === version && drawn === shown;
  const latest = useRef({ onSelect, edits, shown, upToDate, selected, moveName, onMove });
  const scrolled = useRef(0);
  const handles = useRef<Handles>(undefined);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  /** The handle a keyboard move came from, focused again once the page redraws. */
  const refocus = useRef<string>(undefined);
  useEffect(() => {
    latest.current = { onSelect, edits, shown, upToDate, selected, moveName, onMove };
  });
  useEffect(() => handles.current?.select(selected), [selected]);
  useEffect(() => {
    iframeRef.current?.contentDocument?.documentElement.style.setProperty(
      '--studio-scale',
      String(scale),
    );
  }, [scale]);
  /** The documents the studio listens on already: each is wired once, when parsed or loaded. */
  const wired = useRef(new WeakSet<Document>());
  /** `listen` as of the latest render, for the preview's one PREVIEW_READY listener. */
  const wire = useRef<(iframe: HTMLIFrameElement) => void>(undefined);
  const listen = (iframe: HTMLIFrameElement) => {
    const view = iframe.contentWindow;
    const doc = iframe.contentDocument;
    if (doc) {
      if (wired.current.has(doc)) return;
      wired.current.add(doc);
    }
    const loaded = Number(new URL(iframe.src).searchParams.get(VERSION_PARAM));
    setDrawn(loaded);
    view?.scrollTo(0, scrolled.current);
    if (doc) {
      doc.documentElement.style.setProperty('--studio-scale', String(scale));
      handles.current = addSectionHandles(doc, {
        nameOf: (pointer) => latest.current.moveName(pointer),
        canMove: () => latest.current.upToDate,
        onMove: (list, from, to, by) => {
          refocus.current = by === 'keyboard' ? `/${list}/${to}` : undefined;
          latest.current.onMove(list, from, to);
        },
        onDragStart: () => setHeld(latest.current.shown),
        onDragEnd: () => setHeld(undefined),
      });
      handles.current.select(latest.current.selected);
      // A page drawn before the move (asked for while the check ran) keeps the handle waiting.
      if (refocus.current && loaded === latest.current.shown) {
        handles.current.focus(refocus.current);
        refocus.current = undefined;
      }
    }
    view?.addEventListener('scroll', () => (scrolled.current = view.scrollY));
    doc?.addEventListener('click', (event) => {
      const target = event.target as HTMLElement;
      const place = placeAt(target);
      // A click that moves the caret in the text being typed is no new place.
      if (place === undefined || target.isContentEditable) return;
      event.preventDefault();
      // The second click of a double-click neither: the first went to the field already.
      if (event.detail === 1) latest.current.onSelect(place);
    });
    doc?.addEventListener('dblclick', (event) => {
      const found = editableAt(event.target as Element, latest.current.edits.valueAt);
      if (!found || found.element.isContentEditable) return;
      const { pointer, element } = found;
      setHeld(latest.current.shown);
      latest.current.edits.onStart(pointer);
      editInPlace(element, event.clientX, event.clientY, {
        onText: (text) => latest.current.edits.onText(pointer, text),
        onEnd: () => {
          latest.current.edits.onEnd();
          setHeld(undefined);
        },
      });
    });
  };
  useEffect(() => {
    wire.current = listen;
  });
  // The page says when it is parsed (PREVIEW_READY), well before its load; an error page says
  // nothing and is taken at its load. One listener for the preview's life, not one per render.
  const hasPage = route !== undefined;
  useEffect(() => {
    const iframe = iframeRef.current;
    if (!hasPage || !iframe) return;
    const ready = () => wire.current?.(iframe);
    iframe.addEventListener(PREVIEW_READY, ready);
    return () => iframe.removeEventListener(PREVIEW_READY, ready);
  }, [hasPage]);
  if (!route) return <p className="preview">This file has no page of its own to preview.</p>;
  return (
    <section className="preview" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Preview</h2>
      <div role="group" aria-label="Preview width">
        {WIDTHS.map((w) => (
          <button type="button" key={w} aria-pressed={w === width} onClick={() => setWidth(w)}>
            {w} px
          </button>
        ))}
        <span className="scale">shown at {Math.round(scale * 100)}%</span>
      </div>
      <div className="preview-box" ref={box}>
        <iframe
          ref={iframeRef}
          aria-busy={!upToDate || undefined}
          onLoad={(event) => listen(event.currentTarget)}
          title={`Preview of ${route} at ${width} px`}
          src={`/__studio/preview?file=${encodeURIComponent(file)}&${VERSION_PARAM}=${shown}`}
          style={{ width, height, transform: `scale(${scale})` }}
        />
      </div>
    </section>
  );
}
