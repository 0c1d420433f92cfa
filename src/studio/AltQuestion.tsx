/** Asks what a newly chosen picture shows, before it replaces the old one and its alt text. */
import { useEffect, useRef, useState } from 'react';

interface Props {
  id: string;
  src: string;
  /** The old picture's alt text, shown so the author can reuse what still fits. */
  old: string;
  /** What the picture was said to show when it was added: the answer starts from it. */
  added?: string;
  onAnswer: (alt: string) => void;
  onCancel: () => void;
}

export function AltQuestion({ id, src, old, added, onAnswer, onCancel }: Props) {
  const [text, setText] = useState(added ?? '');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const file = src.replace('/Assets/', '');
  return (
    <form
      className="alt-question"
      onSubmit={(event) => {
        event.preventDefault();
        onAnswer(text.trim());
      }}
    >
      <img src={src} alt="" className="thumb" />
      <label htmlFor={id}>What does {file} show?</label>
      <input
        id={id}
        ref={input}
        value={text}
        aria-describedby={`${id}-help`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      />
      <p className="help" id={`${id}-help`}>
        This becomes the picture's alt text, read to people who cannot see it.
        {added !== undefined &&
          ' It starts with the words given when the photo was added: say what matters here.'}{' '}
        The old picture's text was “{old}”. Leave it empty only if the picture is decorative.
      </p>
      <div className="actions">
        <button type="submit">Use this picture</button>
        <button type="button" onClick={onCancel}>
          Keep the old picture
        </button>
      </div>
    </form>
  );
}
