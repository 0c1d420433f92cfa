/**
 * A text area for prose: the page's own proportional font, and as tall as its text (CSS
 * `field-sizing: content`, with a measured height where the browser lacks it), so a paragraph is
 * read whole while it is written.
 */
import { useLayoutEffect, useRef, type TextareaHTMLAttributes } from 'react';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> & {
  value: string;
  onText: (next: string) => void;
};

const sizesItself = () =>
  typeof CSS !== 'undefined' && CSS.supports?.('field-sizing', 'content') === true;

export function ProseField({ value, onText, ...rest }: Props) {
  const area = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const element = area.current;
    if (!element || sizesItself()) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight + element.offsetHeight - element.clientHeight}px`;
  }, [value]);
  return (
    <textarea
      {...rest}
      ref={area}
      className="prose"
      rows={2}
      value={value}
      onChange={(event) => onText(event.target.value)}
    />
  );
}
