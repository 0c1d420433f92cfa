import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/support/render.tsx';
import type { TabPanel, TabsSection } from '../../generated/content.ts';
import { theme } from '../../theme/tokens.ts';
import { Tabs } from './Tabs.tsx';

const tab = (id: string, label: string): TabPanel => ({
  id,
  label,
  heading: `${label} work`,
  paragraphs: [`All about ${label.toLowerCase()} painting.`],
});
const section: TabsSection = {
  type: 'tabs',
  heading: 'Who We Paint For',
  defaultTab: 'management',
  tabs: [
    tab('residential', 'Residential'),
    tab('management', 'Management'),
    tab('commercial', 'Commercial'),
  ],
};

describe('Tabs', () => {
  it('starts on the default tab, with only it in the Tab order and only its panel shown', () => {
    renderWithSite(<Tabs section={section} />);
    expect(screen.getByRole('tablist', { name: 'Who We Paint For' })).toBeInTheDocument();
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected).toHaveTextContent('Management');
    expect(selected).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Residential' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('All about management painting.');
  });

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

  it('moves once per key press, even for presses that arrive in one task before a re-render', () => {
    renderWithSite(<Tabs section={section} />);
    const start = screen.getByRole('tab', { selected: true });
    // As the island scheduler replays the presses it held while the tabs were waking up.
    act(() => {
      for (const key of ['ArrowRight', 'ArrowRight'])
        start.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    });
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Residential');
    expect(screen.getByRole('tab', { name: 'Residential' })).toHaveFocus();
  });

  it('puts every panel’s text in the server-rendered HTML', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <Tabs section={section} />
      </ThemeProvider>,
    );
    for (const { paragraphs } of section.tabs) expect(html).toContain(paragraphs[0]);
  });
});
