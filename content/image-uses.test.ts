import { expect, it } from 'vitest';
import { imageUses } from './image-uses.ts';

it('names each image with the files that use it and the alt text beside it', () => {
  const uses = imageUses([
    {
      path: 'pages-json/about.json',
      value: {
        sections: [
          { type: 'hero', image: { src: '/Assets/art/photos/a.jpg', alt: 'A blue hallway' } },
          { type: 'gallery', items: [{ before: { src: '/Assets/art/photos/a.jpg' } }] },
        ],
        body: 'See [the porch](/Assets/art/porch.png) and [services](/services).',
      },
    },
    { path: 'pages-json/site.json', value: { logo: { src: '/Assets/logo.svg', alt: '' } } },
  ]);
  expect(Object.fromEntries(uses)).toEqual({
    '/Assets/art/photos/a.jpg': [
      { file: 'pages-json/about.json', pointer: '/sections/0/image/src', alt: 'A blue hallway' },
      { file: 'pages-json/about.json', pointer: '/sections/1/items/0/before/src' },
    ],
    '/Assets/art/porch.png': [{ file: 'pages-json/about.json', pointer: '/body' }],
    '/Assets/logo.svg': [{ file: 'pages-json/site.json', pointer: '/logo/src' }],
  });
});
