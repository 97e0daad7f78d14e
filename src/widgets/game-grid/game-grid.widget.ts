import { defineWidget } from '../define-widget';
import type { GameGridProps } from './game-grid.props';

export const gameGridWidget = defineWidget<GameGridProps>({
  type: 'game-grid',
  load: () => import('./game-grid'),
  placeholderHeight: 520,
  // The grid is as tall as the games it lists, which the skeleton cannot know. Read through
  // the same state atom the grid uses (one per atom): it learns the answer as it arrives and
  // holds the list when the grid first renders, instead of reporting "loading" once more.
  prefetch: async ({ source = 'popular', gameType = 'RNG' }, store) => {
    const [{ hotGamesAtom, popularGamesAtom }, { asyncState }] = await Promise.all([
      import('../../atoms/games'),
      import('../../atoms/async'),
    ]);
    const games = source === 'hot' ? hotGamesAtom(gameType) : popularGamesAtom;
    store.get(asyncState(games));
    return store.get(games);
  },
});
