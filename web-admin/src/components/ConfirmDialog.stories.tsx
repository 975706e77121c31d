import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Admin/Kit/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Delete product',
    message: 'Are you sure you want to delete this product?',
    open: true,
    onConfirm: () => console.info('confirm'),
    onCancel: () => console.info('cancel'),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Asking: Story = {};
export const Busy: Story = { args: { busy: true } };
export const Refused: Story = {
  args: { title: 'Delete category', message: 'Are you sure you want to delete the category Tops?', error: 'Tops is used by 3 products. Move them to another category before deleting it.' },
};
