import { TOKENS } from '../content/authorText.ts';

/**
 * Inserting author-text tokens and links at the caret. The tokens are the site facts the
 * renderer fills in, as the one author-text module defines them; the link form is [label](/path).
 */

interface Props {
  fieldId: string;
  value: string;
  onInsert: (next: string) => void;
}

export function TokenHelpers({ fieldId, value, onInsert }: Props) {
  const insert = (snippet: string) => {
    const field = document.getElementById(fieldId) as HTMLInputElement | null;
    const at = field?.selectionStart ?? value.length;
    onInsert(`${value.slice(0, at)}${snippet}${value.slice(at)}`);
    field?.focus();
  };
  return (
    <div className="tokens" role="group" aria-label="Insert into this text">
      {TOKENS.map((name) => (
        <button type="button" key={name} onClick={() => insert(`{${name}}`)}>
          {`{${name}}`}
        </button>
      ))}
      <button type="button" onClick={() => insert('[label](/path)')}>
        link
      </button>
    </div>
  );
}
