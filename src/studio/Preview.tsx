/**
 * The real page, rendered by the dev server with the real registry, at a chosen width and scaled
 * down to fit its pane (never clipped), as the author has it: each checked edit gives a new
 * version of the document, which the frame loads from /__studio/preview
 * (scripts/lib/studio/preview.ts), keeping its scroll position. A click on a section selects it, and on a text of its, the field that text comes from (previewField.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { useFit } from './useFit.ts';
import type { Json } from './client.ts';
import { fieldAt } from './previewField.ts';
import { firstHeading, isObject } from './schema.ts';

const WIDTHS = [390, 768, 1440];

interface Props {
  route: string | undefined;
  file: string;
  /** The edited document's version; until the first check (0), the saved page is shown. */
  version: number | undefined;
  sections: Json[];
  /** Selects a section and, when the click landed on a field's text, that field. */
  onSelect: (index: number, field?: (string | number)[]) => void;
}

/** The section a click landed in: the nearest block whose heading or anchor is a section's. */
function sectionAt(target: Element | null, sections: Json[]): number {
  for (let node = target; node; node = node.parentElement) {
    const heading = node.querySelector('h1, h2')?.textContent?.trim();
    const index = sections.findIndex(
      (section) =>
        (isObject(section) && section.anchor !== undefined && section.anchor === node.id) ||
        (heading !== undefined && heading !== '' && firstHeading(section).trim() === heading),
    );
    if (index >= 0) return index;
  }
  return -1;
}

export function Preview({ route, file, version, sections, onSelect }: Props) {
  const [width, setWidth] = useState(768);
  const { box, scale, height } = useFit(width);
  const latest = useRef({ sections, onSelect });
  const scrolled = useRef(0);
  useEffect(() => {
    latest.current = { sections, onSelect };
  });
  const listen = (frame: HTMLIFrameElement) => {
    const view = frame.contentWindow;
    view?.scrollTo(0, scrolled.current);
    view?.addEventListener('scroll', () => (scrolled.current = view.scrollY));
    frame.contentDocument?.addEventListener('click', (event) => {
      const target = event.target as Element;
      const index = sectionAt(target, latest.current.sections);
      if (index < 0) return;
      event.preventDefault();
      const section = latest.current.sections[index] ?? null;
      latest.current.onSelect(index, fieldAt(target.textContent ?? '', section));
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
