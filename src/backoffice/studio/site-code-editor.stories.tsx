import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import SiteCodeEditor from './site-code-editor';

/** The first story to open the editor waits for Vite to serve CodeMirror and the schema. */
const EDITOR_CHUNK_WAIT = 25_000;

const SITE_TEXT = '{\n  "version": 2,\n  "name": "site.json text"\n}\n';
const THEME_TEXT = '{\n  "name": "theme.json text"\n}\n';

/**
 * A tab switch: the editor is mounted with the text it had, and the studio's text for the new
 * file arrives at once, before the editor's schema chunk has (the layout effect re-renders
 * before any promise settles). The editor must start from the newer text.
 */
function TextArrivesWhileTheSchemaLoads() {
  const [value, setValue] = useState(SITE_TEXT);
  useLayoutEffect(() => setValue(THEME_TEXT), []);
  return <SiteCodeEditor file="theme" value={value} onChange={setValue} label="theme.json" />;
}

const meta = {
  title: 'Back office/Site studio/Code editor',
  component: SiteCodeEditor,
} satisfies Meta<typeof SiteCodeEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The schema-aware editor with a theme file. */
export const Theme: Story = {
  args: { file: 'theme', value: THEME_TEXT, label: 'theme.json', onChange: () => undefined },
  play: async ({ canvasElement }) => {
    const editor = await within(canvasElement).findByRole(
      'textbox',
      { name: 'theme.json' },
      { timeout: EDITOR_CHUNK_WAIT },
    );
    await expect(editor).toHaveTextContent('theme.json text');
  },
};

/** Its text changed while its chunk loaded: it shows the newer text, not the one it was mounted with. */
export const TextChangedWhileLoading: Story = {
  args: Theme.args,
  render: () => <TextArrivesWhileTheSchemaLoads />,
  play: async ({ canvasElement }) => {
    const editor = await within(canvasElement).findByRole(
      'textbox',
      { name: 'theme.json' },
      { timeout: EDITOR_CHUNK_WAIT },
    );
    await waitFor(() => expect(editor).toHaveTextContent('theme.json text'));
    await expect(editor).not.toHaveTextContent('site.json text');
  },
};
