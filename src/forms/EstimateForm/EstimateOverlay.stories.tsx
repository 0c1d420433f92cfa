import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { ESTIMATE_FORM_ID } from '../../shared/frameIds.ts';
import { ActionButton } from '../ActionButton.tsx';
import { EstimateProvider, type EstimatePresentation } from '../EstimateContext.tsx';
import { EstimateOverlay } from './EstimateOverlay.tsx';

/** Presses the first estimate button once the story is on screen, as a visitor would. */
function PressFirstButton() {
  useEffect(() => {
    document.querySelector<HTMLElement>('button[data-intent="estimate"]')?.click();
    return () => {
      const overlay = document.getElementById(ESTIMATE_FORM_ID);
      if (overlay instanceof HTMLDialogElement) overlay.close();
      else if (overlay?.matches(':popover-open')) overlay.hidePopover();
    };
  }, []);
  return null;
}

interface PageFormProps {
  presentation: EstimatePresentation;
  open?: boolean;
}

/** Two of a page's estimate buttons and the page's form, as the frame renders them. */
function PageForm({ presentation, open = false }: PageFormProps) {
  return (
    <EstimateProvider value={presentation}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, padding: 32 }}>
        <ActionButton action={{ label: 'Request Your Free Estimate', intent: 'estimate' }} />
        <ActionButton
          action={{ label: 'Request a Service Quote', intent: 'estimate', variant: 'secondary' }}
        />
      </div>
      <EstimateOverlay presentation={presentation} />
      {open && <PressFirstButton />}
    </EstimateProvider>
  );
}

const meta = {
  title: 'Forms/EstimateOverlay',
  component: PageForm,
  args: { presentation: 'popover' },
} satisfies Meta<typeof PageForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `estimateForm: "popover"`: the form opens beside the pressed button. */
export const Popover: Story = {};

/** `estimateForm: "dialog"` (the default): the form opens centred over the page. */
export const Dialog: Story = { args: { presentation: 'dialog' } };

const phone = { viewport: { value: 'phone', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** Title and Close above, Submit below: only the fields between them scroll. */
export const PopoverOpen: Story = { args: { open: true }, globals: desktop };

export const PopoverOpenOnAPhone: Story = { args: { open: true }, globals: phone };

export const DialogOpen: Story = { args: { presentation: 'dialog', open: true }, globals: desktop };

/** The title fits one line; Submit is in view the moment it opens. */
export const DialogOpenOnAPhone: Story = {
  args: { presentation: 'dialog', open: true },
  globals: phone,
};
