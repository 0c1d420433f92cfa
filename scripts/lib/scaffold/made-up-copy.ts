/**
 * Made-up copy for a test author to type over a scaffold's "TODO(author): …" placeholders: as
 * many words or characters as the placeholder asks for, in words no other page has (so the
 * unique-copy rule counts them), different for every call.
 */
const SYLLABLES = ['ba', 'ke', 'lo', 'mi', 'nu', 'ra', 'so', 'ti', 'vu', 'we', 'zo', 'da'];

let next = 0;

/** Another set of syllables, as long as the first, for words that never match its words. */
const OTHER_SYLLABLES = ['pa', 'ge', 'fo', 'hi', 'ju', 'ca', 'xo', 'gi', 'yu', 'de', 'ho', 'ja'];
let syllables = SYLLABLES;

/**
 * Makes words of the other syllables: the author's trial writes a town whose words the studio
 * e2e's own new town must not repeat, or the unique-copy rule refuses the second.
 */

export function writeOtherWords(): void {
  syllables = OTHER_SYLLABLES;
}
function word(): string {
  let n = next++;
  let text = '';
  do {
    text += syllables[n % syllables.length];
    n = Math.floor(n / syllables.length);
  } while (n > 0);
  return `${text}${syllables[next % 5]}`;
}

const sentence = (words: number) => {
  const text = Array.from({ length: words }, word).join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
};

/** Text that meets the placeholder's own hint, e.g. "(about 40 words)" or "(50-170 characters)". */
export function textFor(placeholder: string): string {
  if (/first name and initial/.test(placeholder))
    return `${word().replace(/^./, (c) => c.toUpperCase())} ${String.fromCharCode(65 + (next % 26))}.`;
  if (/role, e\.g\. Homeowner/.test(placeholder)) return 'Homeowner';
  const characters = /\((\d+)-(\d+) characters\)/.exec(placeholder);
  if (characters) {
    const target = (Number(characters[1]) + Number(characters[2])) / 2;
    let text = sentence(3);
    while (text.length < target) text = `${text.slice(0, -1)} ${word()}.`;
    return text;
  }
  const about = /\(about (\d+) words\)/.exec(placeholder);
  if (about) return sentence(Number(about[1]));
  const under = /\(under (\d+) words\)/.exec(placeholder);
  if (under) return sentence(Math.max(2, Number(under[1]) - 4)).slice(0, -1);
  const range = /\((\d+)-(\d+) words\)/.exec(placeholder);
  if (range) return sentence(Number(range[1])).slice(0, -1);
  return sentence(6);
}
