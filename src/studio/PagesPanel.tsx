/** Every page file, drafts marked, and "New town" (the same scaffold as `npm run new:town`). */
import { useState, type FormEvent } from 'react';
import { post, type PageEntry } from './client.ts';

interface Props {
  pages: PageEntry[];
  open: string | undefined;
  onOpen: (file: string) => void;
  onCreated: (file: string) => void;
}

export function PagesPanel({ pages, open, onOpen, onCreated }: Props) {
  const [message, setMessage] = useState('');
  const newTown = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      const result = await post('new-town', {
        name: String(form.get('name') ?? ''),
        zip: String(form.get('zip') ?? ''),
      });
      if (result.created) {
        setMessage(`Created ${result.file} as a draft.`);
        onCreated(result.file);
      } else setMessage(`Nothing was written. ${result.reasons.join(' ')}`);
    } catch (error) {
      setMessage((error as Error).message);
    }
  };
  return (
    <nav aria-labelledby="pages-heading" className="pages">
      <h2 id="pages-heading">Pages</h2>
      <ul>
        {pages.map((page) => (
          <li key={page.file}>
            <button
              type="button"
              aria-current={page.file === open ? 'page' : undefined}
              onClick={() => onOpen(page.file)}
            >
              {page.file.replace(/^[^/]+\//, '')}
              {page.draft && <span className="badge">draft</span>}
              {page.kind !== 'page' && <span className="badge kind">{page.kind}</span>}
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={(event) => void newTown(event)} className="new-town">
        <h3>New town</h3>
        <label htmlFor="town-name">Town name</label>
        <input id="town-name" name="name" required />
        <label htmlFor="town-zip">ZIP code</label>
        <input id="town-zip" name="zip" required inputMode="numeric" pattern="[0-9]{5}" />
        <button type="submit">Create draft town page</button>
        <p role="status">{message}</p>
      </form>
    </nav>
  );
}
