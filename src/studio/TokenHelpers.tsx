import { useState } from 'react';
import { TOKENS } from '../shared/authorText.ts';
import { useFieldEnv } from './FieldContext.tsx';
import { LinkPicker } from './LinkPicker.tsx';

/**
 * Inserting author-text tokens and links at the caret. The tokens are the site facts the
 * renderer fills in, as the one author-text module defines them; a link is to one of the site's
 * routes, picked from a list (LinkPicker), and replaces the text selected in the field.
 */

interface Props {
  fieldId: string;
  value: string;
  onInsert: (next: string) => void;
}

export function TokenHelpers({ fieldId, value, onInsert }: Props) {
  const { routes } = useFieldEnv();
  // The selection when the link picker opened: the picker takes the focus, the field forgets it.
  const [linking, setLinking] = useState<{ start: number; end: number }>();
  const field = () => document.getElementById(fieldId) as HTMLTextAreaElement | null;
  const insert = (snippet: string, at = field()?.selectionStart ?? value.length, end = at) => {
    onInsert(`${value.slice(0, at)}${snippet}${value.slice(end)}`);
    field()?.focus();
  };
  const openLink = () => {
    const start = field()?.selectionStart ?? value.length;
    setLinking({ start, end: field()?.selectionEnd ?? start });
  };
  return (
    <div className="tokens" role="group" aria-label="Insert into this text">
      {TOKENS.map((name) => (
        <button type="button" key={name} onClick={() => insert(`{${name}}`)}>
          {`{${name}}`}
        </button>
      ))}
      <button type="button" aria-expanded={linking !== undefined} onClick={openLink}>
        Link to a page…
      </button>
      {linking && (
        <LinkPicker
          id={`${fieldId}-link`}
          routes={routes}
          selected={value.slice(linking.start, linking.end)}
          onInsert={(link) => {
            setLinking(undefined);
            insert(link, linking.start, linking.end);
          }}
          onClose={() => {
            setLinking(undefined);
            field()?.focus();
          }}
        />
      )}
    </div>
  );
}
