import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/support/render.tsx';
import { startEveryControl } from './controls.ts';
import { CompareSlider } from '../../ui/CompareSlider/CompareSlider.tsx';

const before = { src: '/Assets/art/before.svg', alt: 'Worn living room wall' };
const after = { src: '/Assets/art/after.svg', alt: 'Freshly painted living room wall' };

function renderSlider(initialPosition?: number) {
  renderWithSite(
    <CompareSlider
      before={before}
      after={after}
      label="Before and after: Den"
      initialPosition={initialPosition}
    />,
  );
  const slider = screen.getByRole<HTMLInputElement>('slider', { name: 'Before and after: Den' });
  return { slider, frame: slider.parentElement! };
}

/** Where the divider is drawn and what a screen reader hears. */
const expectPosition = (slider: HTMLInputElement, frame: HTMLElement, value: number) => {
  expect(slider.value).toBe(String(value));
  expect(frame.style.getPropertyValue('--position')).toBe(`${value}%`);
  expect(slider).toHaveAttribute('aria-valuetext', `${100 - value}% after image shown`);
};

// Keys, presses and drags on a range input are the browser's own: the end-to-end tests try them
// in Chromium and Firefox. Here: the markup, and the runtime drawing the divider where it is.
describe('CompareSlider', () => {
  beforeAll(() => startEveryControl(document));

  it('shows both pictures with BEFORE and AFTER labels and starts half way', () => {
    const { slider, frame } = renderSlider();
    expect(screen.getByRole('img', { name: before.alt })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: after.alt })).toBeInTheDocument();
    expect(screen.getByText('Before')).toBeInTheDocument();
    expect(screen.getByText('After')).toBeInTheDocument();
    expect(slider).toHaveAttribute('type', 'range');
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '100');
    expectPosition(slider, frame, 50);
  });

  it('starts where it is told, kept between 0 and 100', () => {
    const { slider, frame } = renderSlider(130);
    expectPosition(slider, frame, 100);
  });

  it('draws the divider where the input moved, and says how much of the after picture shows', () => {
    const { slider, frame } = renderSlider();
    fireEvent.input(slider, { target: { value: '23' } });
    expectPosition(slider, frame, 23);
  });

  it('takes a long step with Shift and an arrow key', () => {
    const { slider, frame } = renderSlider();
    fireEvent.keyDown(slider, { key: 'ArrowRight', shiftKey: true });
    expectPosition(slider, frame, 60);
    fireEvent.keyDown(slider, { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(slider, { key: 'ArrowDown', shiftKey: true });
    expectPosition(slider, frame, 40);
  });

  it('catches up with a position the browser restored before the runtime ran', () => {
    const { slider, frame } = renderSlider();
    slider.value = '80';
    startEveryControl(document);
    expectPosition(slider, frame, 80);
  });
});
