import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { Language } from '@schemas/site/constants';
import { TextsLanguageField, WindowFields } from './content-fields';

/** The language picker and the window, as the banner and announcement dialogs lay them out. */
function ContentFields({ endsAt }: { endsAt?: string }) {
  const [lang, setLang] = useState<Language>('EN');
  const [starts, setStarts] = useState('');
  const [ends, setEnds] = useState('');
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
      <TextsLanguageField value={lang} onChange={setLang} />
      <div style={{ display: 'flex', gap: 12 }}>
        <WindowFields starts={starts} ends={ends} onStarts={setStarts} onEnds={setEnds} errors={{ endsAt }} />
      </div>
    </div>
  );
}

const meta = {
  title: 'Back office/Content fields',
  component: ContentFields,
} satisfies Meta<typeof ContentFields>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both ends empty: shown from now, with no end. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Language of the texts'), 'VI');
    await expect(canvas.getByLabelText('Language of the texts')).toHaveValue('VI');
    await expect(canvas.getByLabelText('Starts (empty: now)')).toHaveValue('');
  },
};

/** The end is before the start: the field says so. */
export const EndTooEarly: Story = {
  args: { endsAt: 'The end must be after the start' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The end must be after the start')).toBeVisible();
  },
};
