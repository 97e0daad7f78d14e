import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { GameTile, type GameTileGame } from './game-tile';

const game: GameTileGame = {
  nodeId: 7,
  name: 'Aztec Burst',
  icon: '/lgw/art/game/7.svg',
  vendorTitle: 'Nova Slots',
  isHot: 0,
  classify: 'slot',
};

describe('game tile', () => {
  it('reserves the artwork’s square box and loads it lazily, decoded off the main thread', async () => {
    const { container } = await renderUi(<GameTile game={game} onPlay={() => undefined} />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/lgw/art/game/7.svg');
    expect(img).toHaveAttribute('width', '240');
    expect(img).toHaveAttribute('height', '240');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it('loads at once when it is in the first row', async () => {
    const { container } = await renderUi(<GameTile game={game} onPlay={() => undefined} eager />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('width', '240');
  });
});
