/**
 * The rules of a page's inline CSS, for bench:css: where each one lies in the text (to match
 * Chromium's coverage ranges), the conditions around it (@media, @supports), the component whose
 * styles it is (the styled-components rehydration marker that follows its group) and which rules
 * say the same thing twice.
 */

export interface CssRule {
  /** Offsets in the style element's text, as Chromium's CSS coverage gives them. */
  start: number;
  end: number;
  selector: string;
  /** The declarations, between the braces. */
  body: string;
  /** The preludes of the blocks around it, outermost first: `@media (min-width:860px)`. */
  conditions: string[];
  /** `style` for an ordinary rule; keyframes, font faces and others are `at-rule`. */
  kind: 'style' | 'at-rule';
  /** The styled-components id whose group holds it, if any. */
  component?: string;
  /** UTF-8 bytes of the rule's text. */
  bytes: number;
}

const GROUPING = /^@(media|supports|container|layer|document|scope)\b/i;
const MARKER = /^data-styled\.g\d+\[id="([^"]+)"\]$/;

/** Index of the character after the comment or string starting at `i`, or `i` if none does. */
function skipLiteral(text: string, i: number): number {
  if (text.startsWith('/*', i)) {
    const close = text.indexOf('*/', i + 2);
    return close < 0 ? text.length : close + 2;
  }
  const quote = text[i];
  if (quote === '"' || quote === "'") {
    let j = i + 1;
    while (j < text.length && text[j] !== quote) j += text[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  return i;
}

/** The index of the `}` closing the block opened at `open`. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const skipped = skipLiteral(text, i);
    if (skipped !== i) {
      i = skipped - 1;
      continue;
    }
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length - 1;
}

/** Every rule of `text`, in order, nested rules of @media and @supports flattened. */
export function parseCss(text: string): CssRule[] {
  const rules: CssRule[] = [];
  const pending: CssRule[] = [];
  const walk = (from: number, to: number, conditions: string[]) => {
    let i = from;
    while (i < to) {
      // Skip white space and comments between rules.
      const skipped = text.startsWith('/*', i) ? skipLiteral(text, i) : i;
      if (skipped !== i || /\s|;/.test(text[i]!)) {
        i = skipped !== i ? skipped : i + 1;
        continue;
      }
      const start = i;
      let j = i;
      while (j < to && text[j] !== '{' && text[j] !== ';') {
        const past = skipLiteral(text, j);
        j = past !== j ? past : j + 1;
      }
      if (j >= to || text[j] === ';') {
        i = j + 1; // @import, @charset and the like
        continue;
      }
      const prelude = text.slice(start, j).trim();
      const close = closingBrace(text, j);
      if (GROUPING.test(prelude)) {
        walk(j + 1, close, [...conditions, prelude]);
      } else {
        const marker = MARKER.exec(prelude);
        if (marker) {
          for (const rule of pending.splice(0)) rule.component = marker[1];
        } else {
          const rule: CssRule = {
            start,
            end: close + 1,
            selector: prelude,
            body: text.slice(j + 1, close).trim(),
            conditions,
            kind: prelude.startsWith('@') ? 'at-rule' : 'style',
            bytes: Buffer.byteLength(text.slice(start, close + 1)),
          };
          rules.push(rule);
          pending.push(rule);
        }
      }
      i = close + 1;
    }
  };
  walk(0, text.length, []);
  return rules;
}

export interface RepeatGroup {
  /** The declarations (and the conditions around them) that several rules repeat. */
  conditions: string[];
  body: string;
  rules: CssRule[];
  /** Bytes of the copies after the first: what one rule with all the selectors would save. */
  repeatedBytes: number;
}

/**
 * Rules whose declarations, under the same conditions, another rule of the page already has:
 * the same component with other props (each variant gets a class of its own and a full copy of
 * its template) or two components written alike. Only blocks of at least `minBody` characters.
 */
export function repeatedRules(rules: readonly CssRule[], minBody = 24): RepeatGroup[] {
  const groups = new Map<string, CssRule[]>();
  for (const rule of rules) {
    if (rule.kind !== 'style' || rule.body.length < minBody) continue;
    const key = `${rule.conditions.join(' ')}{${rule.body}}`;
    groups.set(key, [...(groups.get(key) ?? []), rule]);
  }
  return [...groups.values()]
    .filter((group) => group.length > 1)
    .map((group) => ({
      conditions: group[0]!.conditions,
      body: group[0]!.body,
      rules: group,
      repeatedBytes: (group.length - 1) * Buffer.byteLength(group[0]!.body),
    }))
    .sort((a, b) => b.repeatedBytes - a.repeatedBytes);
}

/**
 * Pseudo-classes and attributes that describe a state a page reaches after a visitor acts (or a
 * script sets), which a rule may legitimately not match at load.
 */
const STATE_PSEUDO =
  /:(?:hover|focus-visible|focus-within|focus|active|disabled|enabled|checked|indeterminate|invalid|valid|user-invalid|user-valid|placeholder-shown|popover-open|open|modal|target|visited|autofill|playing|paused)\b/g;
const STATE_ATTRIBUTE = /\[(?:open|hidden|inert|aria-[\w-]+|data-[\w-]+)(?:[~|^$*]?=[^\]]*)?\]/g;
const PSEUDO_ELEMENT =
  /::?(?:before|after|backdrop|placeholder|marker|selection|first-line|first-letter|-webkit-[\w-]+|-moz-[\w-]+)\b(?:\([^)]*\))?/g;

/**
 * The selector with its state parts and pseudo-elements taken out, to ask whether any element of
 * the page could match it in some state; `undefined` where nothing is left to ask.
 */
export function stateless(selector: string): string | undefined {
  const parts = selector.split(',').map((part) =>
    part
      .replace(PSEUDO_ELEMENT, '')
      .replace(STATE_PSEUDO, '')
      .replace(STATE_ATTRIBUTE, '')
      .replace(/:not\(\s*\)/g, '')
      .trim(),
  );
  const usable = parts
    .map((part) => (part === '' || /[>+~]$/.test(part) ? (part === '' ? '*' : `${part} *`) : part))
    .filter(Boolean);
  return usable.length > 0 ? usable.join(',') : undefined;
}

/** Whether the selector names a state at all (then a rule may wait for it). */
export const namesState = (selector: string) =>
  new RegExp(STATE_PSEUDO.source).test(selector) ||
  new RegExp(STATE_ATTRIBUTE.source).test(selector) ||
  /::backdrop/.test(selector);
