import { describe, expect, it } from 'vitest';
import { limitsOf, sectionName } from './schemaWords.ts';

describe('limits in words', () => {
  it('words lengths, counts and ranges as the section reference writes them', () => {
    expect(limitsOf({ minLength: 10, maxLength: 70 })).toBe('10-70 characters');
    expect(limitsOf({ minLength: 1 })).toBe('');
    expect(limitsOf({ minLength: 2 })).toBe('at least 2 characters');
    expect(limitsOf({ maxItems: 3 })).toBe('at most 3 items');
    expect(limitsOf({ minItems: 3, maxItems: 3 })).toBe('exactly 3 items');
    expect(limitsOf({ minimum: 0, maximum: 5 })).toBe('0-5');
  });
});

describe('section names', () => {
  it('are the schema title in words, without the type-name suffix', () => {
    expect(sectionName('HeroSection')).toBe('Hero');
    expect(sectionName('TestimonialCarouselSection')).toBe('Testimonial carousel');
    expect(sectionName('ContactSectionSection')).toBe('Contact section');
    expect(sectionName('FaqSection')).toBe('FAQ');
  });
});
