import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/support/render.tsx';
import type { ProcessStep, ProcessStepsSection } from '../../generated/content.ts';
import { colors } from '../../theme/tokens.ts';
import { lastCardSpan, ProcessSteps } from './ProcessSteps.tsx';
import { mixHex, STEP_COLORS } from './stepPalette.ts';

const steps = (count: number) =>
  Array.from({ length: count }, (_, i): ProcessStep => ({
    title: `Step title ${i + 1}`,
    description: `What happens in step ${i + 1}.`,
  })) as ProcessStepsSection['steps'];

const section = (overrides: Partial<ProcessStepsSection>): ProcessStepsSection => ({
  type: 'processSteps',
  heading: 'Our Process',
  steps: steps(4),
  ...overrides,
});

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('ProcessSteps', () => {
  it('numbers the steps 1..7 in an ordered list, in the order given', () => {
    renderWithSite(<ProcessSteps section={section({ steps: steps(7), variant: 'colored' })} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(
      steps(7).map((step, i) => `Step ${i + 1}${step.title}${step.description}`),
    );
  });

  it('is a named region with the intro and one heading per step', () => {
    renderWithSite(
      <ProcessSteps section={section({ anchor: 'process', intro: 'Four careful steps.' })} />,
    );
    const region = screen.getByRole('region', { name: 'Our Process' });
    expect(region).toHaveAttribute('id', 'process');
    expect(within(region).getByText('Four careful steps.')).toBeInTheDocument();
    expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('gives each of seven coloured steps its own colour', () => {
    renderWithSite(<ProcessSteps section={section({ steps: steps(7), variant: 'colored' })} />);
    const colours = screen
      .getAllByRole('listitem')
      .map((item) => getComputedStyle(item).getPropertyValue('--step-color').trim());
    expect(colours).toEqual([...STEP_COLORS]);
  });

  it('uses seven distinct colours, each with white text at 4.5:1 or better', () => {
    expect(new Set(STEP_COLORS).size).toBe(7);
    for (const colour of STEP_COLORS) expect(contrast(colour, '#ffffff')).toBeGreaterThan(4.5);
  });

  it('takes every step colour from the brand palette: a brand colour or a mix of two', () => {
    const brand = [colors.navy, colors.navyLight, colors.link, colors.gold, colors.goldDark];
    const near = (a: string, b: string) =>
      [1, 3, 5].every(
        (i) => Math.abs(parseInt(a.slice(i, i + 2), 16) - parseInt(b.slice(i, i + 2), 16)) <= 2,
      );
    const onBrandLine = (colour: string) =>
      brand.some((a) =>
        brand.some((b) =>
          Array.from({ length: 101 }, (_, i) => mixHex(a, b, i / 100)).some((mix) =>
            near(mix, colour),
          ),
        ),
      );
    for (const colour of STEP_COLORS) expect(onBrandLine(colour), colour).toBe(true);
    expect(onBrandLine('#5e2b5a')).toBe(false); // the old plum, for contrast
  });

  it('widens the last card so it closes its row instead of sitting alone', () => {
    expect(lastCardSpan(7, 2)).toBe(2); // 2+2+2, then a full-width seventh
    expect(lastCardSpan(7, 4)).toBe(2); // 4, then 3 with the seventh double
    expect(lastCardSpan(4, 2)).toBe(1);
    expect(lastCardSpan(4, 4)).toBe(1);
    expect(lastCardSpan(6, 4)).toBe(3);
  });

  it('shows a step picture with its alternative text', () => {
    const withImage = steps(2);
    withImage[0] = { ...withImage[0]!, image: { src: '/Assets/prep.svg', alt: 'Taped trim' } };
    renderWithSite(<ProcessSteps section={section({ steps: withImage })} />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByRole('img', { name: 'Taped trim' })).toHaveAttribute(
      'src',
      '/Assets/prep.svg',
    );
    expect(within(second!).queryByRole('img')).toBeNull();
  });
});
