import type { Preview } from '@storybook/react-vite';
import { LANGUAGES } from '@schemas/site/constants';
import { whitelabelCodes } from '../tests/support/whitelabel-sites';
import { loadStoryLanguage, withPortal } from './portal-decorator';
import { widgetArgTypesEnhancer, widgetDescriptionOfStoryFile } from './widget-arg-types';
import '../src/theme/base.css';

const preview: Preview = {
  // Every story file gets a docs page; a widget's prop table comes from its props schema.
  tags: ['autodocs'],
  argTypesEnhancers: [widgetArgTypesEnhancer],
  decorators: [withPortal],
  loaders: [async ({ globals }) => loadStoryLanguage(globals)],
  globalTypes: {
    merchant: {
      description: 'Whitelabel',
      toolbar: { title: 'Merchant', icon: 'home', items: whitelabelCodes, dynamicTitle: true },
    },
    theme: {
      description: 'Theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['dark', 'light'], dynamicTitle: true },
    },
    language: {
      description: 'Language',
      toolbar: { title: 'Language', icon: 'globe', items: [...LANGUAGES], dynamicTitle: true },
    },
  },
  initialGlobals: { merchant: 'aurora', theme: 'dark', language: 'EN' },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    docs: {
      extractComponentDescription: (_component: unknown, { parameters }: { parameters?: { fileName?: unknown } }) =>
        widgetDescriptionOfStoryFile(parameters),
    },
  },
};
export default preview;
