import type { Preview } from '@storybook/react-vite';
// Class names are prefixed per SPA (sf-*, adm-*), so both global sheets can load together.
import '../web-storefront/src/styles/global.css';
import '../web-admin/src/styles/admin.css';
import '../web-admin/src/styles/kit.css';
import '../web-admin/src/styles/operations.css';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
  },
};

export default preview;
