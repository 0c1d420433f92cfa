import { describe, expect, it } from 'vitest';
import { editableAt } from './canvasEditing.ts';

const values: Record<string, string> = {
  '/sections/0/headline': 'Painting done right',
  '/sections/1/text': 'See [our work](/gallery) nearby.',
  '/sections/1/label': 'Call us',
  '/sections/2/items/0': 'Clean lines',
};
const valueAt = (pointer: string) => values[pointer];

function page(html: string) {
  document.body.innerHTML = html;
  return (selector: string) => editableAt(document.querySelector(selector)!, valueAt);
}

describe('the text an author may type in on the page', () => {
  it('is a heading, paragraph or item showing exactly its field’s value, wherever inside it the click lands', () => {
    const at = page(
      '<h1 data-studio-field="/sections/0/headline">Painting <span>done</span> right</h1>' +
        '<ul><li data-studio-field="/sections/2/items/0">Clean lines</li></ul>',
    );
    expect(at('h1 span')?.pointer).toBe('/sections/0/headline');
    expect(at('h1 span')?.element.tagName).toBe('H1');
    expect(at('li')?.pointer).toBe('/sections/2/items/0');
  });

  it('is not a text whose page shows other words than its value (a link, a token), nor a button’s or a link’s', () => {
    const at = page(
      '<p data-studio-field="/sections/1/text">See <a href="/gallery">our work</a> nearby.</p>' +
        '<a href="/x"><span data-studio-field="/sections/1/label">Call us</span></a>' +
        '<button data-studio-field="/sections/1/label">Call us</button>' +
        '<img data-studio-field="/sections/0/headline" alt="Painting done right">' +
        '<h2>Unmarked</h2>',
    );
    expect(at('p')).toBeUndefined();
    expect(at('a span')).toBeUndefined();
    expect(at('button')).toBeUndefined();
    expect(at('img')).toBeUndefined();
    expect(at('h2')).toBeUndefined();
  });
});
