/**
 * What a visitor who lands from a search result must keep once the page scrolls: the header at
 * the top, on phones the mobile bottom bar at the bottom, and no box around anything fixed that
 * would make it scroll away. Each check is one self-contained function run inside the page, so
 * Playwright (Chromium) and puppeteer-core (Firefox over WebDriver BiDi) share it.
 */

/** Plays the splash to its end at once: every finite animation jumps to its finish. */
export function finishSplash(): boolean {
  const splash = document.querySelector('[data-testid="splash"]');
  const played = !!splash && getComputedStyle(splash).display !== 'none';
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  }
  return played;
}

export interface FixedUiReport {
  headerTop: number | null;
  /** The bottom of the phone mobile bottom bar, when one is shown. */
  barBottom: number | null;
  viewportHeight: number;
  /** Each fixed element with an ancestor that would make it scroll with the page. */
  trapped: string[];
}

/** Where the header and the mobile bottom bar are, and what, if anything, traps a fixed element. */
export function fixedUiReport(): FixedUiReport {
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
      element.getAttribute('aria-label') ? `[${element.getAttribute('aria-label')}]` : ''
    }${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`;
  const traps = (style: CSSStyleDeclaration) =>
    [
      style.transform !== 'none' && `transform: ${style.transform}`,
      style.translate !== 'none' && style.translate && `translate: ${style.translate}`,
      style.scale !== 'none' && style.scale && `scale: ${style.scale}`,
      style.rotate !== 'none' && style.rotate && `rotate: ${style.rotate}`,
      style.filter !== 'none' && `filter: ${style.filter}`,
      style.backdropFilter && style.backdropFilter !== 'none' && `backdrop-filter`,
      style.perspective !== 'none' && `perspective: ${style.perspective}`,
      style.contain !== 'none' && `contain: ${style.contain}`,
      style.containerType && style.containerType !== 'normal' && `container-type`,
      style.willChange !== 'auto' && `will-change: ${style.willChange}`,
    ].filter(Boolean);
  const trapped: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (getComputedStyle(element).position !== 'fixed') continue;
    for (let box = element.parentElement; box && box !== document.documentElement;) {
      const found = traps(getComputedStyle(box));
      if (found.length) trapped.push(`${name(element)} inside ${name(box)} (${found.join(', ')})`);
      box = box.parentElement;
    }
  }
  const bar = document.querySelector('nav[aria-label="Quick contact"]');
  const barShown = bar && getComputedStyle(bar).display !== 'none';
  return {
    headerTop: document.querySelector('header')?.getBoundingClientRect().top ?? null,
    barBottom: barShown ? bar.getBoundingClientRect().bottom : null,
    viewportHeight: window.innerHeight,
    trapped,
  };
}

/** Scrolls at once (no smooth scrolling) to `top`, or to the end of the page. */
export function scrollInstantly(top: number | 'end'): number {
  const y = top === 'end' ? document.documentElement.scrollHeight : top;
  window.scrollTo({ top: y, behavior: 'instant' });
  return window.scrollY;
}

/**
 * Every visible button, link or tab whose label is cut off (wider than its box, or than a box in
 * it that hides overflow), or whose visible words are not part of its accessible name.
 */
export function clippedLabels(): string[] {
  const visuallyHidden = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width <= 1 || box.height <= 1;
  };
  const shown = (element: Element) => {
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && element.getClientRects().length > 0;
  };
  // Compared without spaces: inline pieces of one label are read as one run of text.
  const words = (text: string) => text.replace(/\s+/g, '').toLowerCase();
  /** The element's text, leaving out what screen readers skip and what `keep` refuses. */
  const readText = (element: Element, keep: (parent: Element) => boolean) => {
    let text = '';
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (!parent.closest('[aria-hidden="true"]') && keep(parent)) text += node.textContent;
    }
    return text;
  };
  const accessibleName = (element: Element) => {
    const label = element.getAttribute('aria-label');
    if (label) return label;
    const ids = element.getAttribute('aria-labelledby');
    if (ids)
      return ids
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    return readText(element, () => true);
  };
  const visibleText = (element: Element) =>
    words(readText(element, (parent) => !visuallyHidden(parent) && shown(parent)));
  const problems: string[] = [];
  const controls = document.querySelectorAll(
    'a[href], button, summary, [role="button"], [role="tab"], select',
  );
  for (const control of controls) {
    if (!shown(control) || visuallyHidden(control) || control.closest('[aria-hidden="true"]'))
      continue;
    const text = visibleText(control);
    const what = `${control.tagName.toLowerCase()} "${text || accessibleName(control).trim()}"`;
    for (const box of [control, ...control.querySelectorAll('*')]) {
      if (box !== control && (visuallyHidden(box) || !shown(box))) continue;
      const style = getComputedStyle(box);
      if (style.display === 'inline' || style.display === 'contents') continue;
      // The control's own box, and any box inside it that cuts off what does not fit.
      const cuts = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if ((box === control || cuts) && box.scrollWidth > box.clientWidth + 1)
        problems.push(`${what}: ${box.scrollWidth} px of content in a ${box.clientWidth} px box`);
    }
    if (text && !words(accessibleName(control)).includes(text))
      problems.push(`${what}: the visible words are not in its name "${accessibleName(control)}"`);
  }
  return problems;
}
