import { Fragment, type ReactNode } from 'react';
import { readAuthorText, type TokenName } from '../shared/authorText.ts';
import { EmailAddress } from './EmailAddress.tsx';
import { keepTogether } from './keepTogether.tsx';
import { SmartLink } from './SmartLink.tsx';
import type { ContactFacts } from './types.ts';

/** What the {phone}, {email}, {location} and {brand} tokens are filled in from (site.json fits). */
export interface InlineTextFacts {
  contact: ContactFacts;
  brand: { name: string };
}

function token(name: TokenName, site: InlineTextFacts, key: number): ReactNode {
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
    case 'brand':
      return site.brand.name;
  }
}

/** Text between links and tokens, keyed by where it starts, as a list of children must be. */
const plain = (text: string, at: number): ReactNode => (
  <Fragment key={`text-${at}`}>{keepTogether(text)}</Fragment>
);

/**
 * Turns the links and tokens of author text (read by shared/authorText.ts) into React nodes, with
 * number ranges and short compounds kept on one line (keepTogether).
 */
export function inlineText(text: string, site: InlineTextFacts): ReactNode[] {
  return readAuthorText(text).map((piece) => {
    switch (piece.kind) {
      case 'link':
        return (
          <SmartLink key={piece.at} href={piece.href}>
            {inlineText(piece.label, site)}
          </SmartLink>
        );
      case 'token':
        return token(piece.name, site, piece.at);
      // The validator reports an unknown token (unknown-token); shown as written meanwhile.
      default:
        return plain(piece.text, piece.at);
    }
  });
}
