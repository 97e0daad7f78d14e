import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CallError } from '../../api/call-error';
import { opsNotices } from '../api/endpoints';
import { BackOfficeFixture, READ_ONLY_SESSION } from '../testing/back-office-fixture';
import { CONTENT_SESSION, SAMPLE_NOTICES } from '../testing/content-samples';
import { settledDialog } from '../testing/settled-dialog';
import { AnnouncementsScreen } from './announcements-screen';

const meta = {
  title: 'Back office/Announcements',
  component: AnnouncementsScreen,
} satisfies Meta<typeof AnnouncementsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = { items: SAMPLE_NOTICES, total: SAMPLE_NOTICES.length };

/** Content's view: every type, where each stands, texts and HTML drawn as text. */
export const Notices: Story = {
  render: () => (
    <BackOfficeFixture session={CONTENT_SESSION} api={(api) => api.on(opsNotices, () => page)}>
      <AnnouncementsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText(/onerror=/)).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(
      within(screen.getByRole('listitem', { name: 'Notice #30' })).getByText('Scheduled'),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Hide notice #31' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'New announcement' })).toBeVisible();
  },
};

/** A read-only operator reads but has nothing to press. */
export const ReadOnly: Story = {
  render: () => (
    <BackOfficeFixture session={READ_ONLY_SESSION} api={(api) => api.on(opsNotices, () => page)}>
      <AnnouncementsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Weekend bonus')).toBeVisible();
    await expect(screen.queryByRole('button', { name: /^Hide/ })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'New announcement' })).toBeNull();
  },
};

export const Empty: Story = {
  render: () => (
    <BackOfficeFixture
      session={CONTENT_SESSION}
      api={(api) => api.on(opsNotices, () => ({ items: [], total: 0 }))}
    >
      <AnnouncementsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'None matches these filters. Publish one with New announcement.',
      ),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  render: () => (
    <BackOfficeFixture
      session={CONTENT_SESSION}
      api={(api) =>
        api.on(opsNotices, () => {
          throw new CallError('NETWORK', 'offline', 0);
        })
      }
    >
      <AnnouncementsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The publishing dialog names what is missing before anything is sent. */
export const PublishDialog: Story = {
  render: () => (
    <BackOfficeFixture session={CONTENT_SESSION} api={(api) => api.on(opsNotices, () => page)}>
      <AnnouncementsScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'New announcement' }));
    // The dialog is drawn in the document's body, outside the story's canvas.
    const dialog = within(await settledDialog('New announcement'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Publish' }));
    await expect(await dialog.findByText('Write a title in at least one language')).toBeVisible();
    await expect(dialog.getByLabelText('Content (HTML)')).toHaveAttribute('aria-invalid', 'true');
  },
};
