import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Combobox } from './ComboboxStore';
import { ComboboxField } from './ComboboxField';

/** A combobox frozen in one state (the real one is a ComboboxStore fed by the places API). */
function frozen(labels: string[], activeIndex = -1): Combobox {
  return {
    open: labels.length > 0,
    activeIndex,
    labels,
    announcement: labels.length > 0 ? `${labels.length} suggestions available.` : '',
    typed: () => undefined,
    keyDown: () => false,
    choose: async () => undefined,
    dismiss: () => undefined,
  };
}

const meta = {
  title: 'Places/ComboboxField',
  component: ComboboxField,
  args: { id: 'story-city', label: 'City', value: 'Fitz', onChange: () => undefined, fieldClass: 'sf-field', errorClass: 'sf-field__error', box: frozen([]) },
  decorators: [(Story) => <div style={{ maxWidth: 360, padding: 24, minHeight: 260 }}>{Story()}</div>],
} satisfies Meta<typeof ComboboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Suggestions: Story = { args: { box: frozen(['Fitzroy SA 5082', 'Fitzroy VIC 3065', 'Fitzroy Crossing WA 6765', 'Fitzroy North VIC 3068'], 1) } };
export const WithError: Story = { args: { value: '', error: 'Required field' } };
