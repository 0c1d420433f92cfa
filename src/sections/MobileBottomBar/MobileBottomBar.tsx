import type { MobileBottomBarSection } from '../../generated/content.ts';
import { QuickBar } from '../QuickBar.tsx';

/** A page's own quick bar for phones, in place of the site's default one. */
export function MobileBottomBar({ section }: { section: MobileBottomBarSection }) {
  return <QuickBar items={section.items} />;
}
