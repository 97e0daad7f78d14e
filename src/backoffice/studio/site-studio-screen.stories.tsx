import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { opsSiteHistory, opsSitePreview, opsSiteSource } from '../api/endpoints';
import { BackOfficeFixture } from '../testing/back-office-fixture';
import {
  AURORA_OWNER_SESSION,
  SAMPLE_HISTORY,
  SAMPLE_PROBLEM,
  SAMPLE_SOURCE,
  SAMPLE_THEME_SOURCE,
} from '../testing/site-studio-samples';
import { SiteStudioScreen } from './site-studio-screen';

/**
 * The editor's chunk (CodeMirror and the schema) is the largest lazy load of the back office: the
 * first story to open it waits for Vite to serve it, several seconds on a busy machine.
 */
const EDITOR_CHUNK_WAIT = 25_000;

const meta = {
  title: 'Back office/Site studio',
  component: SiteStudioScreen,
} satisfies Meta<typeof SiteStudioScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An owner edits: the schema-aware editor (loaded on first use), the problems the checks found, and the history. */
export const WithProblems: Story = {
  render: () => (
    <BackOfficeFixture
      session={AURORA_OWNER_SESSION}
      api={(api) =>
        api
          .on(opsSiteSource, () => SAMPLE_SOURCE)
          .on(opsSiteHistory, () => ({ items: SAMPLE_HISTORY }))
          .on(opsSitePreview, () => ({ ok: false as const, problems: [SAMPLE_PROBLEM] }))
      }
    >
      <SiteStudioScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText(/must be string/, {}, { timeout: 5000 })).toBeVisible();
    // The code editor replaced the plain text area once its chunk arrived.
    await expect(
      await screen.findByTestId('site-code-editor', {}, { timeout: EDITOR_CHUNK_WAIT }),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Roll back to version 9' })).toBeVisible();
  },
};

/** theme.json in its tab: the same editor, with the theme schema behind it. */
export const ThemeFile: Story = {
  render: () => (
    <BackOfficeFixture
      session={AURORA_OWNER_SESSION}
      api={(api) =>
        api
          .on(opsSiteSource, (input) => (input.file === 'theme' ? SAMPLE_THEME_SOURCE : SAMPLE_SOURCE))
          .on(opsSiteHistory, () => ({ items: SAMPLE_HISTORY }))
          .on(opsSitePreview, () => ({ ok: false as const, problems: [] }))
      }
    >
      <SiteStudioScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('tab', { name: 'theme.json' }, { timeout: 5000 }));
    await expect(
      await screen.findByTestId('site-code-editor', {}, { timeout: EDITOR_CHUNK_WAIT }),
    ).toBeVisible();
    await expect(await screen.findByText(/"accent"/, {}, { timeout: EDITOR_CHUNK_WAIT })).toBeVisible();
  },
};

/** The site cannot be loaded: the error says why and offers a retry. */
export const LoadFailed: Story = {
  render: () => (
    <BackOfficeFixture
      session={AURORA_OWNER_SESSION}
      api={(api) =>
        api.on(opsSiteSource, () => {
          throw new Error('down');
        })
      }
    >
      <SiteStudioScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
