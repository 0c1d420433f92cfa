/**
 * Up to two initials for a person's name: the first letter of the first word and of the last
 * word, upper-cased ("Jennifer M." → "JM", "Ann" → "A"). Words are split on spaces and hyphens
 * count as part of a word; marks and digits are skipped. An empty name gives "".
 */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.match(/\p{L}/u)?.[0])
    .filter((letter): letter is string => Boolean(letter));
  const first = letters[0];
  if (!first) return '';
  const last = letters.length > 1 ? letters[letters.length - 1]! : '';
  return (first + last).toLocaleUpperCase('en-US');
}
