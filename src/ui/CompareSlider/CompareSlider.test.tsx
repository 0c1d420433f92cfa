import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../../tests/support/render.tsx';
import { CompareSlider } from './CompareSlider.tsx';

const before = { src: '/Assets/art/before.svg', alt: 'Worn living room wall' };
const after = { src: '/Assets/art/after.svg', alt: 'Freshly painted living room wall' };

function renderSlider() {
  const user = userEvent.setup();
  renderWithSite(<CompareSlider before={before} after={after} label="Before and after: Den" />);
  const slider = screen.getByRole('slider', { name: 'Before and after: Den' });
  // The pictures' frame: handle → divider line → frame.
  const frame = slider.parentElement!.parentElement!;
  return { user, slider, frame };
}

const expectPosition = (slider: HTMLElement, value: number) => {
  expect(slider).toHaveAttribute('aria-valuenow', String(value));
  expect(slider).toHaveAttribute('aria-valuetext', `${100 - value}% after image shown`);
};

describe('CompareSlider', () => {
  // jsdom has no layout: the frame is 400 px wide from x = 0.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      new DOMRect(0, 0, 400, 300),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows both pictures with BEFORE and AFTER labels and starts half way', () => {
    const { slider } = renderSlider();
    expect(screen.getByRole('img', { name: before.alt })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: after.alt })).toBeInTheDocument();
    expect(screen.getByText('Before')).toBeInTheDocument();
    expect(screen.getByText('After')).toBeInTheDocument();
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '100');
    expectPosition(slider, 50);
  });

  it('counts every key press, even two that arrive in one task before a re-render', () => {
    const { slider } = renderSlider();
    // As the island scheduler replays the presses it held while the slider was waking up.
    act(() => {
      for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft'])
        slider.dispatchEvent(
          new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
        );
    });
    expectPosition(slider, 52);
  });

  it('moves with the keyboard: arrows by 1, Shift+arrows and Page keys by 10, Home and End', async () => {
    const { user, slider } = renderSlider();
    await user.tab();
    expect(slider).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expectPosition(slider, 51);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowDown}');
    expectPosition(slider, 48);
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expectPosition(slider, 58);
    await user.keyboard('{PageDown}{PageDown}');
    expectPosition(slider, 38);
    await user.keyboard('{PageUp}{ArrowUp}');
    expectPosition(slider, 49);
    await user.keyboard('{Home}{ArrowLeft}');
    expectPosition(slider, 0);
    await user.keyboard('{End}{ArrowRight}');
    expectPosition(slider, 100);
  });

  it('jumps to where the picture is clicked and focuses the handle for the keyboard', async () => {
    const { user, slider, frame } = renderSlider();
    await user.pointer({ keys: '[MouseLeft]', target: frame, coords: { clientX: 100 } });
    expectPosition(slider, 25);
    expect(slider).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expectPosition(slider, 26);
  });

  it('follows a mouse drag, stopping at the edges', async () => {
    const { user, slider, frame } = renderSlider();
    await user.pointer([
      { keys: '[MouseLeft>]', target: frame, coords: { clientX: 200 } },
      { coords: { clientX: 300 } },
    ]);
    expectPosition(slider, 75);
    await user.pointer([{ coords: { clientX: 520 } }, { keys: '[/MouseLeft]' }]);
    expectPosition(slider, 100);
    await user.pointer({ target: frame, coords: { clientX: 40 } });
    expectPosition(slider, 100);
  });

  it('follows a sideways touch drag and a tap', async () => {
    const { user, slider, frame } = renderSlider();
    await user.pointer([
      { keys: '[TouchA>]', target: frame, coords: { clientX: 200 } },
      { pointerName: 'TouchA', target: frame, coords: { clientX: 80 } },
      { keys: '[/TouchA]', target: frame, coords: { clientX: 80 } },
    ]);
    expectPosition(slider, 20);
    await user.pointer({ keys: '[TouchA]', target: frame, coords: { clientX: 360 } });
    expectPosition(slider, 90);
  });
});
