import type { Meta, StoryObj } from '@storybook/react-vite';
import { Banner } from './Banner';

const meta = { title: 'Storefront/Banner', component: Banner } satisfies Meta<typeof Banner>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
