import type { SiteDocument, SocialNetwork } from '../generated/content.ts';
import { isPlaceholder } from '../shared/authorText.ts';

/** The text, or undefined while it is a placeholder: the site never shows one. */
const written = (text: string | undefined) =>
  text === undefined || isPlaceholder(text) ? undefined : text.trim();

/** The NJ HIC registration number, or undefined while site.json holds only a placeholder. */
export const hicRegistration = (site: SiteDocument): string | undefined =>
  written(site.hicRegistration);

/** How the registration is shown to visitors, e.g. "NJ HIC Reg. #13VH01234567". */
export const hicRegistrationLabel = (number: string) => `NJ HIC Reg. #${number}`;

export interface SocialLink {
  network: SocialNetwork;
  /** The business's profile; undefined while the network is only a placeholder. */
  url?: string;
}

/** The footer's social networks, each with its profile address when site.json names one. */
export const socialLinks = (site: SiteDocument): SocialLink[] =>
  site.footer.social.map((item) => (typeof item === 'string' ? { network: item } : item));
