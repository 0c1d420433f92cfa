/**
 * Inserting author-text tokens and links at the caret. The tokens are the site facts the
 * renderer fills in (src/ui/inlineText.tsx); the link form is [label](/path).
 */
const TOKENS = ['{phone}', '{email}', '{location}', '{brand}'];

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
      {TOKENS.map((token) => (
        <button type="button" key={token} onClick={() => insert(token)}>
          {token}
        </button>
      ))}
      <button type="button" onClick={() => insert('[label](/path)')}>
        link
      </button>
    </div>
  );
}
