import type { CategoryGroup, VendorCard } from '@schemas/api/game-shapes';
import type { GameType } from '@schemas/site/constants';

/** A vendor card as the menus call answers it. */
export function vendorCard(
  gameType: GameType,
  vassalage: string,
  extra: Partial<VendorCard> = {},
): VendorCard {
  return {
    gameType,
    vassalage,
    vendor: vassalage,
    accountTypeId: 1000,
    accountTypeName: vassalage,
    title: vassalage.replace(/_/g, ' '),
    smallIcon: `data:image/svg+xml,${encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><rect width="56" height="56" rx="12" fill="#2a3550"/><text x="28" y="34" font-size="14" text-anchor="middle" fill="#fff" font-family="sans-serif">${vassalage.slice(0, 3)}</text></svg>`,
    )}`,
    isHot: 0,
    isGame: 'VASSALAGE',
    category: gameType,
    integration: 'demo',
    gameCount: 12,
    ...extra,
  };
}

/** Menus with a few vendors per type, as the header's hover menus see them. */
export function demoMenus(): CategoryGroup[] {
  return [
    {
      gameCategory: 'LIVE',
      vendors: [vendorCard('LIVE', 'TSR_LIVE', { isHot: 1 }), vendorCard('LIVE', 'EVO')],
    },
    {
      gameCategory: 'RNG',
      vendors: ['PGS', 'JILI', 'SPX', 'HAB', 'TSR_SLOTS', 'FORTUNA'].map((v, i) =>
        vendorCard('RNG', v, { isHot: i < 2 ? 1 : 0 }),
      ),
    },
    { gameCategory: 'FISH', vendors: [vendorCard('FISH', 'OCEAN')] },
    { gameCategory: 'PVP', vendors: [vendorCard('PVP', 'KY')] },
    { gameCategory: 'SPORTS', vendors: [vendorCard('SPORTS', 'FB', { isGame: 'GAME', gameCode: 'FB' })] },
    { gameCategory: 'ESPORTS', vendors: [vendorCard('ESPORTS', 'IA', { isGame: 'GAME' })] },
    {
      gameCategory: 'LOTT',
      vendors: [
        vendorCard('LOTT', 'TCG_SEA', { isGame: 'GAME', gameCode: 'SEA1', defaultPlayType: 'std' }),
        vendorCard('LOTT', 'LOTT', { isGame: 'GAME', gameCode: 'VN1' }),
      ],
    },
    { gameCategory: 'ELOTT', vendors: [vendorCard('ELOTT', 'ELOTT', { isGame: 'GAME', gameCode: 'E1' })] },
    {
      gameCategory: 'COCKFIGHT',
      vendors: [vendorCard('COCKFIGHT', 'SV388', { isGame: 'GAME', gameCode: 'CF1' })],
    },
  ];
}
