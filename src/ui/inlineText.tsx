import { Fragment, type ReactNode } from 'react';
import { EmailAddress } from './EmailAddress.tsx';
import { keepTogether } from './keepTogether.tsx';
import { SmartLink } from './SmartLink.tsx';
import type { ContactFacts } from './types.ts';

/** What the {phone}, {email}, {location} and {brand} tokens are filled in from (site.json fits). */
export interface InlineTextFacts {
  contact: ContactFacts;
  brand: { name: string };
}

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\{(phone|email|location|brand)\}/g;

function token(name: string, site: InlineTextFacts, key: number): ReactNode {
  switch (name) {
    case 'phone':
      return (
        <a key={key} href={`tel:${site.contact.phoneE164}`}>
          {keepTogether(site.contact.phoneDisplay)}
        </a>
      );
    case 'email':
      return (
        <a key={key} href={`mailto:${site.contact.email}`}>
          <EmailAddress address={site.contact.email} />
        </a>
      );
    case 'location':
      return site.contact.location;
    default:
      return site.brand.name;
  }
}

/** Text between links and tokens, keyed by where it starts, as a list of children must be. */
const plain = (text: string, at: number): ReactNode => (
  <Fragment key={`text-${at}`}>{keepTogether(text)}</Fragment>
);

/**
 * Turns `[label](href)` links and `{phone}`-style tokens in author text into React nodes, with
 * number ranges and short compounds kept on one line (keepTogether).
 */
export function inlineText(text: string, site: InlineTextFacts): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const [whole, label, href, name] = match;
    if (match.index > last) nodes.push(plain(text.slice(last, match.index), last));
    nodes.push(
      name ? (
        token(name, site, match.index)
      ) : (
        <SmartLink key={match.index} href={href!}>
          {inlineText(label!, site)}
        </SmartLink>
      ),
    );
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(plain(text.slice(last), last));
  return nodes;
}
