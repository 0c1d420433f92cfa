import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ActionButton } from '../ActionButton.tsx';
import { EstimatePanel, type EstimatePresentation } from '../EstimateForm/EstimatePanel.tsx';
import { EstimateFormScope } from './EstimateFormScope.tsx';

function Buttons() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, padding: 32 }}>
      <ActionButton action={{ label: 'Request Your Free Estimate', intent: 'estimate' }} />
      <ActionButton
        action={{ label: 'Request a Service Quote', intent: 'estimate', variant: 'secondary' }}
      />
    </div>
  );
}

/** Already open, anchored to a button, without going through the host. */
function OpenPanel({ presentation }: { presentation: EstimatePresentation }) {
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(true);
  return (
    <div style={{ padding: 32 }}>
      <button type="button" ref={setAnchor} onClick={() => setOpen(true)}>
        Request Your Free Estimate
      </button>
      {open && anchor && (
        <EstimatePanel presentation={presentation} anchor={anchor} onClose={() => setOpen(false)} />
      )}
    </div>
  );
}

const meta = {
  title: 'Forms/EstimateFormHost',
  component: EstimateFormScope,
  args: { presentation: 'popover', children: <Buttons /> },
} satisfies Meta<typeof EstimateFormScope>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `estimateForm: "popover"`: the form opens beside the pressed button. */
export const Popover: Story = {};

/** `estimateForm: "dialog"` (the default): the form opens centred over the page. */
export const Dialog: Story = { args: { presentation: 'dialog' } };

const phone = { viewport: { value: 'phone', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** Title and Close above, Submit below: only the fields between them scroll. */
export const PopoverOpen: Story = {
  render: () => <OpenPanel presentation="popover" />,
  globals: desktop,
};

export const PopoverOpenOnAPhone: Story = {
  render: () => <OpenPanel presentation="popover" />,
  globals: phone,
};

export const DialogOpen: Story = {
  render: () => <OpenPanel presentation="dialog" />,
  globals: desktop,
};

/** The title fits one line; Submit is in view the moment it opens. */
export const DialogOpenOnAPhone: Story = {
  render: () => <OpenPanel presentation="dialog" />,
  globals: phone,
};
