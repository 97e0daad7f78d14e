import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LOBBY_CATEGORIES, type LobbyCategory } from '@schemas/api/game-rules';
import type { GameCard, VendorCard } from '@schemas/api/game-shapes';
import type { GameType } from '@schemas/site/constants';
import {
  categoryKey,
  favouriteCategoriesAtom,
  toggleFavouriteCategoryAtom,
} from '../../atoms/category-favourites';
import { vendorsOfTypeAtom } from '../../atoms/game-menus';
import { launchGameAtom } from '../../atoms/game-launch';
import { hotGamesAtom, lobbyGamesAtom } from '../../atoms/games';
import { openPopupAtom } from '../../atoms/popup';
import { sessionAtom } from '../../atoms/session';
import { GameTile, GameTileSkeleton } from '../../ui/game-tile/game-tile';
import { ScrollStrip } from '../../ui/scroll-strip/scroll-strip';
import { useSiteText } from '../../i18n/use-site-text';
import { VENDOR_ARROWS_ABOVE, VendorTile, VendorTileSkeleton } from '../../ui/vendor-tile/vendor-tile';
import { Button } from '../../ui/form/button';
import { FavouriteStar } from '../../ui/favourite-star/favourite-star';
import { FilterChip } from '../../ui/filter-chip/filter-chip';
import { NoticeBar } from '../../ui/notice-bar/notice-bar';
import { TileGrid } from '../../widget-kit/tile-grid';
import type { WidgetBaseProps } from '../define-widget';
import type { GameLobbyProps } from './game-lobby.props';
import { hotArrowsAbove, lobbyType } from './lobby-type';
import styles from './game-lobby.module.css';
import { useAsyncState } from '../../atoms/async';

/**
 * A lobby page (spec §2: /live, /fish, /pvp, /sports, /esports): the type's vendors
 * (launch, or their game list for VASSALAGE vendors), hot games (hot matches with arrows
 * above 2 on sports pages), and for live and PvP the table categories.
 */
export default function GameLobby({
  gameType = 'route',
  hot = true,
  categories = true,
}: GameLobbyProps & WidgetBaseProps) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // ?vendor= (a hover menu's choice) marks that vendor and narrows the tables to it.
  const chosen = params.get('vendor') ?? undefined;
  const type = lobbyType(gameType, pathname);
  const vendors = useAsyncState(vendorsOfTypeAtom(type));
  const hotGames = useAsyncState(hotGamesAtom(type));
  const launch = useSetAtom(launchGameAtom);
  const favouritesState = useAsyncState(favouriteCategoriesAtom);
  const favourites = favouritesState.state === 'hasData' ? favouritesState.data : [];
  const toggleFavourite = useSetAtom(toggleFavouriteCategoryAtom);
  const go = (to: string | null) => to && navigate(to);
  const openVendor = (v: VendorCard) =>
    go(
      launch({
        gameType: v.gameType,
        vassalage: v.vassalage,
        isGame: v.isGame,
        ...(v.gameCode ? { gameId: v.gameCode } : {}),
      }),
    );
  const play = (g: GameCard) =>
    go(launch({ gameType: g.gameType, vassalage: g.vassalage, nodeId: g.nodeId }));
  const text = useSiteText();
  // The page titles of the site's catalogs (page.live, page.fish...): one wording everywhere.
  const title = text(`page.${type.toLowerCase()}`);

  return (
    <section className={styles.lobby} aria-labelledby={`lobby-${type}`}>
      <h1 id={`lobby-${type}`} className={styles.title}>
        {title}
      </h1>
      {vendors.state === 'loading' ? (
        // The strip's own row with tile-sized blanks: the vendors replace them in place.
        <div role="status" aria-busy="true" aria-label={t`Loading vendors`}>
          <ScrollStrip label={t`Vendors`} count={0} arrowsAbove={VENDOR_ARROWS_ABOVE}>
            {Array.from({ length: 8 }, (_, i) => (
              <VendorTileSkeleton key={i} />
            ))}
          </ScrollStrip>
        </div>
      ) : vendors.state === 'hasError' ? (
        <NoticeBar alert>
          <Trans>The vendors could not be loaded. Please try again in a moment.</Trans>
        </NoticeBar>
      ) : vendors.data.length === 0 ? (
        <NoticeBar>
          <Trans>No vendors are offered here at the moment.</Trans>
        </NoticeBar>
      ) : (
        // One row that scrolls, with arrows above 8 vendors (spec §9), like the slots page;
        // the member's favourite categories first (R2.60).
        <ScrollStrip label={t`Vendors`} count={vendors.data.length} arrowsAbove={VENDOR_ARROWS_ABOVE}>
          {favouritesFirst(vendors.data, favourites, type).map((v) => (
            // A named group, so the star reads "Aurora Live, Favourite, pressed".
            <div key={v.vassalage} className={styles.vendorItem} role="group" aria-label={v.title}>
              <VendorTile
                title={v.title}
                icon={v.smallIcon}
                isHot={v.isHot === 1}
                onSelect={() => openVendor(v)}
              />
              <FavouriteStar
                on={favourites.includes(categoryKey(type, v.vassalage))}
                onToggle={() => void toggleFavourite({ gameType: type, vassalage: v.vassalage })}
                className={styles.star}
              />
            </div>
          ))}
        </ScrollStrip>
      )}
      {hot && hotGames.state === 'loading' && (
        // The hot row's place, held while it loads (it sits above the tables).
        <div className={styles.block} role="status" aria-busy="true" aria-label={t`Loading games`}>
          <div className={styles.heading} aria-hidden="true">
            {'\u00a0'}
          </div>
          <ScrollStrip label={t`Hot games`} count={0} arrowsAbove={hotArrowsAbove(type)}>
            {Array.from({ length: 8 }, (_, i) => (
              <div key={i} className={styles.hotTile}>
                <GameTileSkeleton />
              </div>
            ))}
          </ScrollStrip>
        </div>
      )}
      {hot && hotGames.state === 'hasData' && hotGames.data.length > 0 && (
        <div className={styles.block}>
          <h2 className={styles.heading}>
            {type === 'SPORTS' || type === 'ESPORTS' ? <Trans>Hot matches</Trans> : <Trans>Hot games</Trans>}
          </h2>
          <ScrollStrip
            label={type === 'SPORTS' || type === 'ESPORTS' ? t`Hot matches` : t`Hot games`}
            count={hotGames.data.length}
            arrowsAbove={hotArrowsAbove(type)}
          >
            {hotGames.data.map((g) => (
              <div key={g.nodeId} className={styles.hotTile}>
                <GameTile game={g} onPlay={() => play(g)} />
              </div>
            ))}
          </ScrollStrip>
        </div>
      )}
      {categories && (type === 'LIVE' || type === 'PVP') && (
        <LobbyCategories type={type} vendor={chosen} onPlay={play} />
      )}
    </section>
  );
}

/** The member's favourite categories first (R2.60), newest favourite first; the rest in the site's order. */
function favouritesFirst(vendors: VendorCard[], favourites: readonly string[], type: GameType): VendorCard[] {
  const rank = (v: VendorCard) => favourites.indexOf(categoryKey(type, v.vassalage));
  const marked = vendors.filter((v) => rank(v) >= 0).sort((a, b) => rank(a) - rank(b));
  return [...marked, ...vendors.filter((v) => rank(v) < 0)];
}

/** Table categories (R2.61): baccarat, sic bo, roulette, dragon tiger, blackjack, others. */
function LobbyCategories({
  type,
  vendor,
  onPlay,
}: {
  type: 'LIVE' | 'PVP';
  vendor: string | undefined;
  onPlay(g: GameCard): void;
}) {
  const { t } = useLingui();
  const games = useAsyncState(lobbyGamesAtom(type));
  const openPopup = useSetAtom(openPopupAtom);
  // A visitor gets the login notice from the first frame, not after a tables skeleton.
  const visitor = !useAtomValue(sessionAtom)?.token;
  const [category, setCategory] = useState<LobbyCategory | 'all'>('all');
  const labels: Record<LobbyCategory | 'all', string> = {
    all: t`All tables`,
    baccarat: t`Baccarat`,
    sicbo: t`Sic bo`,
    roulette: t`Roulette`,
    'dragon-tiger': t`Dragon tiger`,
    blackjack: t`Blackjack`,
    others: t`Others`,
  };
  if (visitor || (games.state === 'hasData' && games.data === null)) {
    return (
      <NoticeBar
        action={
          <Button size="small" onClick={() => openPopup('login')}>
            <Trans>Log in</Trans>
          </Button>
        }
      >
        <Trans>Log in to see every table.</Trans>
      </NoticeBar>
    );
  }
  const all = (games.state === 'hasData' ? (games.data ?? []) : []).filter(
    (g) => !vendor || g.vassalage === vendor,
  );
  const present = (['all', ...LOBBY_CATEGORIES] as const).filter(
    (c) => c === 'all' || type === 'LIVE' || all.some((g) => g.lobbyCategory === c),
  );
  const shown = category === 'all' ? all : all.filter((g) => g.lobbyCategory === category);
  return (
    <div className={styles.block}>
      <div className={styles.tabs} role="group" aria-label={t`Table categories`}>
        {present.map((c) => (
          <FilterChip key={c} small pressed={category === c} onClick={() => setCategory(c)}>
            {labels[c]}
          </FilterChip>
        ))}
      </div>
      {games.state === 'hasError' ? (
        <NoticeBar alert>
          <Trans>The tables could not be loaded.</Trans>
        </NoticeBar>
      ) : games.state === 'loading' ? (
        <TileGrid tile="game" as="div" role="status" aria-busy="true" aria-label={t`Loading tables`}>
          {Array.from({ length: 6 }, (_, i) => (
            <GameTileSkeleton key={i} />
          ))}
        </TileGrid>
      ) : shown.length === 0 ? (
        <NoticeBar>
          <Trans>No tables in this category right now.</Trans>
        </NoticeBar>
      ) : (
        <TileGrid tile="game" aria-label={labels[category]}>
          {shown.map((g) => (
            <li key={g.nodeId}>
              <GameTile game={g} onPlay={() => onPlay(g)} />
            </li>
          ))}
        </TileGrid>
      )}
    </div>
  );
}
