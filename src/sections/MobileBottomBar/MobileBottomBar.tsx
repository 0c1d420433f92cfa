import type { MobileBottomBarSection } from '../../generated/content.ts';
import { QuickContactBar } from './QuickContactBar.tsx';

/** A page's own quick-contact bar for phones, in place of the site's default one. */
export function MobileBottomBar({ section }: { section: MobileBottomBarSection }) {
  return <QuickContactBar items={section.items} />;
}
