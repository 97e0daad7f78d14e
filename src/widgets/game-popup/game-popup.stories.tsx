import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { expect, within } from 'storybook/test';
import { getVassGameType } from '../../api/endpoints';
import type { FakeApiClient } from '../../api/fake-client';
import { openPopupAtom } from '../../atoms/popup';
import { demoCatalogue, withDemoGames } from '../../../tests/support/game-fixtures';
import GamePopup from './game-popup';

/** The popup's params come from opening it: the story opens it for one vendor. */
function Opened({ vassalage }: { vassalage: string }) {
  const open = useSetAtom(openPopupAtom);
  useEffect(() => open({ name: 'gamePopup', params: { vassalage } }), [open, vassalage]);
  return <GamePopup header />;
}

const meta = {
  title: 'Widgets/Game popup list',
  component: GamePopup,
  args: { header: true },
  render: () => <Opened vassalage="FSH" />,
  parameters: { layout: 'padded', portal: { session: {}, api: (api: FakeApiClient) => withDemoGames(api) } },
} satisfies Meta<typeof GamePopup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A fishing vendor's games. */
export const Fishing: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('list', { name: 'Games of Fishing Kingdom' }),
    ).toBeVisible();
  },
};
/** A PvP vendor's games. */
export const Cards: Story = { render: () => <Opened vassalage="CRD" /> };
/** Loading. */
export const Loading: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => withDemoGames(api).hang(getVassGameType) } },
};
/** A vendor without games. */
export const Empty: Story = {
  parameters: {
    portal: {
      api: (api: FakeApiClient) =>
        withDemoGames(api).on(getVassGameType, () => ({
          vendor: { ...demoCatalogue().vendors.find((v) => v.vassalage === 'FSH')!, gameCount: 0 },
          gameTypes: ['FISH' as const],
          games: [],
        })),
    },
  },
};
/** The call failed. */
export const Error: Story = {
  parameters: {
    portal: { api: (api: FakeApiClient) => withDemoGames(api).fail(getVassGameType, 'UNAVAILABLE', 'down') },
  },
};
