import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CallError } from '../../api/call-error';
import { opsBanners } from '../api/endpoints';
import { BackOfficeFixture, READ_ONLY_SESSION } from '../testing/back-office-fixture';
import { bannerList } from '../testing/banner-samples';
import { CONTENT_SESSION } from '../testing/content-samples';
import { settledDialog } from '../testing/settled-dialog';
import { BannersScreen } from './banners-screen';

const meta = {
  title: 'Back office/Banners',
  component: BannersScreen,
} satisfies Meta<typeof BannersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Content's view: a group's banners in order, each with its picture and where it stands. */
export const Banners: Story = {
  render: () => (
    <BackOfficeFixture session={CONTENT_SESSION} api={(api) => api.on(opsBanners, () => bannerList())}>
      <BannersScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('img', { name: 'Picture of banner #41' })).toBeVisible();
    await expect(
      within(screen.getByRole('listitem', { name: 'Banner #42' })).getByText('Scheduled'),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Hide banner #41' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'New banner' })).toBeVisible();
  },
};

/** A read-only operator reads but has nothing to press. */
export const ReadOnly: Story = {
  render: () => (
    <BackOfficeFixture session={READ_ONLY_SESSION} api={(api) => api.on(opsBanners, () => bannerList())}>
      <BannersScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('New year')).toBeVisible();
    await expect(screen.queryByRole('button', { name: /^(Hide|Edit)/ })).toBeNull();
  },
};

export const Empty: Story = {
  render: () => (
    <BackOfficeFixture session={CONTENT_SESSION} api={(api) => api.on(opsBanners, () => bannerList([]))}>
      <BannersScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The portal shows nothing here. Add one with New banner.'),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  render: () => (
    <BackOfficeFixture
      session={CONTENT_SESSION}
      api={(api) =>
        api.on(opsBanners, () => {
          throw new CallError('NETWORK', 'offline', 0);
        })
      }
    >
      <BannersScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The banner dialog names what is missing before anything is sent. */
export const NewBannerDialog: Story = {
  render: () => (
    <BackOfficeFixture session={CONTENT_SESSION} api={(api) => api.on(opsBanners, () => bannerList())}>
      <BannersScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'New banner' }));
    const dialog = within(await settledDialog('New banner in w_home'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Add banner' }));
    await expect(await dialog.findByText('Upload a picture')).toBeVisible();
    await expect(dialog.getByText('Write a title in at least one language')).toBeVisible();
  },
};
