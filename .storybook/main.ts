import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../web-storefront/src/**/*.stories.tsx', '../web-admin/src/**/*.stories.tsx'],
  core: { disableTelemetry: true },
};

export default config;
