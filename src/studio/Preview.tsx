/**
 * The real page, rendered by the dev server with the real registry, at a chosen width and scaled
 * down to fit its pane (never clipped), as the author has it: each checked edit gives a new
 * version of the document, which the frame loads from /__studio/preview
 * (scripts/lib/studio/preview.ts), keeping its scroll position. A click on a text selects its
 * section and focuses the field that wrote it, on a section elsewhere selects the section: the
 * server marks both on the page (canvas.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { useFit } from './useFit.ts';
import { placeAt } from './canvas.ts';

const WIDTHS = [390, 768, 1440];

interface Props {
  route: string | undefined;
  file: string;
  /** The edited document's version; until the first check (0), the saved page is shown. */
  version: number | undefined;
  /** Goes to the field (or section) at this JSON pointer, as a problem's button does. */
  onSelect: (pointer: string) => void;
}

export function Preview({ route, file, version, onSelect }: Props) {
  const [width, setWidth] = useState(768);
  const { box, scale, height } = useFit(width);
  const latest = useRef({ onSelect });
  const scrolled = useRef(0);
  useEffect(() => {
    latest.current = { onSelect };
  });
  const listen = (frame: HTMLIFrameElement) => {
    const view = frame.contentWindow;
    view?.scrollTo(0, scrolled.current);
    view?.addEventListener('scroll', () => (scrolled.current = view.scrollY));
    frame.contentDocument?.addEventListener('click', (event) => {
      const place = placeAt(event.target as Element);
      if (place === undefined) return;
      event.preventDefault();
      latest.current.onSelect(place);
    });
  };
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
      <div className="frame-box" ref={box}>
        <iframe
          onLoad={(event) => listen(event.currentTarget)}
          title={`Preview of ${route} at ${width} px`}
          src={`/__studio/preview?file=${encodeURIComponent(file)}&v=${version ?? 0}`}
          style={{ width, height, transform: `scale(${scale})` }}
        />
      </div>
    </section>
  );
}
