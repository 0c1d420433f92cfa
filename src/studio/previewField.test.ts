import { describe, expect, it } from 'vitest';
import { fieldAt } from './previewField.ts';

const section = {
  type: 'aboutVideo',
  heading: 'Our Story',
  paragraphs: ['We paint homes.', 'See [our work](/gallery) across Morris County.'],
  action: { label: 'Call us', intent: 'estimate' },
};

describe('the field a clicked text comes from', () => {
  it('is the string the text shows, links shown by their label', () => {
    expect(fieldAt('Our Story', section)).toEqual(['heading']);
    expect(fieldAt(' See our work across  Morris County. ', section)).toEqual(['paragraphs', 1]);
    expect(fieldAt('Call us', section)).toEqual(['action', 'label']);
  });
  it('is the longest string within a larger clicked block, and none for unknown text', () => {
    expect(fieldAt('Our Story We paint homes.', section)).toEqual(['paragraphs', 0]);
    expect(fieldAt('Something else', section)).toBeUndefined();
    expect(fieldAt('aboutVideo', section)).toBeUndefined();
  });
});
