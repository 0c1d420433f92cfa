import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/support/render.tsx';
import { tabsSection as section } from '../../../tests/support/sectionExamples.ts';
import { theme } from '../../theme/tokens.ts';
import { Tabs } from './Tabs.tsx';

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

  it('puts every panel’s text in the server-rendered HTML', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <Tabs section={section} />
      </ThemeProvider>,
    );
    for (const { paragraphs } of section.tabs) expect(html).toContain(paragraphs[0]);
  });
});
