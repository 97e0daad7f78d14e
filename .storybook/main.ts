import type { StorybookConfig } from '@storybook/react-vite';

/** Every widget and ui primitive has stories beside it; the portal's Vite config applies. */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: [{ from: '../whitelabels', to: '/wl' }, '../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
};
export default config;
