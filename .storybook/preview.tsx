import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { LANGUAGES } from '@schemas/site/constants';
import { whitelabelCodes } from '../tests/support/whitelabel-sites';
import { loadStoryLanguage, withPortal } from './portal-decorator';
import { widgetArgTypesEnhancer, widgetDescriptionOfStoryFile } from './widget-arg-types';
import '../src/theme/base.css';

/**
 * On a docs page the stories sit on Storybook's white page, not on the portal's: give each the
 * merchant's page colour and text colour so it looks as it does in the portal.
 */
const onPortalPage: Decorator = (Story, context) =>
  context.viewMode === 'docs' ? (
    <div style={{ background: 'var(--tsr-surface-page)', color: 'var(--tsr-text-primary)', padding: 16 }}>
      <Story />
    </div>
  ) : (
    <Story />
  );

// A play's `waitFor` and `findBy` wait up to 5 s, as in the unit tests: with two story files
// drawn at once on a busy two-core machine, a dialog's 180 ms fade-in once took over the 1 s
// default.
configure({ asyncUtilTimeout: 5_000 });

const preview: Preview = {
  // Every story file gets a docs page; a widget's prop table comes from its props schema.
  tags: ['autodocs'],
  argTypesEnhancers: [widgetArgTypesEnhancer],
  decorators: [onPortalPage, withPortal],
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
    a11y: {
      test: 'error',
      // Under Vitest (which defines VITEST_STORYBOOK) only violations are read, and axe keeps one
      // node of each passing rule instead of all: the story run is about 30 s shorter. Storybook's
      // a11y panel still lists every pass.
      ...(import.meta.env.VITEST_STORYBOOK ? { options: { resultTypes: ['violations'] } } : {}),
    },
    docs: {
      extractComponentDescription: (
        _component: unknown,
        { parameters }: { parameters?: { fileName?: unknown } },
      ) => widgetDescriptionOfStoryFile(parameters),
    },
  },
};
export default preview;
