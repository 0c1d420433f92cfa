import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/support/render.tsx';
import { Accordion, AccordionItem } from './Accordion.tsx';

describe('AccordionItem', () => {
  it('titles itself with a heading of the chosen level and toggles its content', async () => {
    const user = userEvent.setup();
    renderWithSite(
      <Accordion>
        <AccordionItem title="Finish guide" headingLevel={4}>
          <p>Satin wipes clean.</p>
        </AccordionItem>
        <AccordionItem title="Open at load" defaultOpen>
          <p>Already showing.</p>
        </AccordionItem>
      </Accordion>,
    );
    const title = screen.getByRole('heading', { level: 4, name: 'Finish guide' });
    expect(screen.getByText('Satin wipes clean.')).not.toBeVisible();
    expect(screen.getByText('Already showing.')).toBeVisible();
    await user.click(title);
    expect(screen.getByText('Satin wipes clean.')).toBeVisible();
    await user.click(title);
    expect(screen.getByText('Satin wipes clean.')).not.toBeVisible();
    expect(screen.getByText('Already showing.')).toBeVisible();
  });
});
