import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/support/render.tsx';
import { tabsSection as section } from '../../../tests/support/sectionExamples.ts';
import { startEveryControl } from './controls.ts';
import { Tabs } from '../../sections/Tabs/Tabs.tsx';

describe('tabs in the browser', () => {
  // The page's runtime, which every pre-rendered page runs.
  beforeAll(() => startEveryControl(document));

  it('switches text by click, arrow keys (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    renderWithSite(<Tabs section={section} />);
    await user.click(screen.getByRole('tab', { name: 'Commercial' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('commercial');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Residential' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('residential');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Commercial');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Residential');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Commercial');
  });

  it('moves once per key press, each from the tab the one before focused, in one task', () => {
    renderWithSite(<Tabs section={section} />);
    screen.getByRole('tab', { selected: true }).focus();
    for (const key of ['ArrowRight', 'ArrowRight'])
      document.activeElement!.dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
      );
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Residential');
    expect(screen.getByRole('tab', { name: 'Residential' })).toHaveFocus();
  });

  it('leaves keys with a modifier to the browser', async () => {
    renderWithSite(<Tabs section={section} />);
    const start = screen.getByRole('tab', { selected: true });
    const press = new KeyboardEvent('keydown', {
      key: 'ArrowRight',
      altKey: true,
      bubbles: true,
      cancelable: true,
    });
    start.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
    expect(screen.getByRole('tab', { selected: true })).toBe(start);
  });
});
