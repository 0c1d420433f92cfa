/** Every page file by what an author calls it, drafts marked, and "New town" (the same scaffold as `npm run new:town`). */
import { useState, type FormEvent } from 'react';
import { post, type PageEntry } from './client.ts';

interface Props {
  pages: PageEntry[];
  open: string | undefined;
  onOpen: (file: string) => void;
  onCreated: (file: string) => void;
}

/** The panel's groups, in order: by the folder a page file is in, or by its kind. */
const GROUPS = ['Main pages', 'Services', 'Towns', 'Legal', 'Shared sections', 'Site'] as const;

function groupOf(page: PageEntry): (typeof GROUPS)[number] {
  if (page.kind === 'site') return 'Site';
  if (page.kind === 'fragment') return 'Shared sections';
  const folder = page.file.split('/').slice(1, -1).join('/');
  if (folder === 'towns') return 'Towns';
  if (folder === 'services') return 'Services';
  if (folder === 'legal') return 'Legal';
  return 'Main pages';
}

export function PagesPanel({ pages, open, onOpen, onCreated }: Props) {
  const [message, setMessage] = useState('');
  const newTown = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    try {
      const result = await post('new-town', {
        name: String(form.get('name') ?? ''),
        zip: String(form.get('zip') ?? ''),
      });
      if (result.created) {
        setMessage(`Created ${String(form.get('name'))} as a draft town page.`);
        // Done with: the next town starts from empty fields.
        formElement.reset();
        onCreated(result.file);
      } else setMessage(`Nothing was written. ${result.reasons.join(' ')}`);
    } catch (error) {
      setMessage((error as Error).message);
    }
  };
  return (
    <nav aria-labelledby="pages-heading" className="pages">
      <h2 id="pages-heading">Pages</h2>
      {GROUPS.map((group) => {
        const members = pages
          .filter((page) => groupOf(page) === group)
          .sort((a, b) => a.name.localeCompare(b.name));
        if (members.length === 0) return null;
        return (
          <section key={group} aria-label={group}>
            <h3>{group}</h3>
            <ul>
              {members.map((page) => (
                <li key={page.file}>
                  <button
                    type="button"
                    aria-current={page.file === open ? 'page' : undefined}
                    onClick={() => onOpen(page.file)}
                  >
                    <span className="page-name">{page.name}</span>
                    {page.draft && <span className="badge">draft</span>}
                    <span className="page-file">{page.file.replace(/^[^/]+\//, '')}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
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
