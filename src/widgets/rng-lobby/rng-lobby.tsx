import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { memo, useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { GameCard } from '@schemas/api/game-shapes';
import { ALL_VENDORS, currentGame } from '../../atoms/current-game';
import { vendorsOfTypeAtom } from '../../atoms/game-menus';
import { gameListAtoms } from '../../atoms/game-list';
import { launchGameAtom } from '../../atoms/game-launch';
import { favouriteIdsAtom, rngVendorAtom, toggleFavouriteAtom } from '../../atoms/games';
import { openPopupAtom } from '../../atoms/popup';
import { sessionAtom } from '../../atoms/session';
import { readySiteAtom } from '../../atoms/site';
import { GameTile, GameTileSkeleton } from '../../ui/game-tile/game-tile';
import { ScrollStrip } from '../../ui/scroll-strip/scroll-strip';
import { VENDOR_ARROWS_ABOVE, VendorTile, VendorTileSkeleton } from '../../ui/vendor-tile/vendor-tile';
import { Button } from '../../ui/form/button';
import { NoticeBar } from '../../ui/notice-bar/notice-bar';
import { TileGrid } from '../../widget-kit/tile-grid';
import type { WidgetBaseProps } from '../define-widget';
import type { RngLobbyProps } from './rng-lobby.props';
import { lobbyRoute, type ListedType } from './lobby-route';
import { RngToolbar } from './rng-toolbar';
import { LobbyGameGrid } from './lobby-game-grid';
import styles from './rng-lobby.module.css';
import { useAsyncState } from '../../atoms/async';

/**
 * One cell of the grid. Memoised: while the list scrolls the grid re-renders every frame,
 * but a tile only when its game or its heart changes.
 */
const Tile = memo(function Tile(props: {
  game: GameCard;
  favourite: boolean | undefined;
  onPlay(game: GameCard): void;
  onFavourite(game: GameCard): void;
}) {
  const { game, favourite, onPlay, onFavourite } = props;
  return (
    <GameTile
      game={game}
      favourite={favourite}
      onPlay={() => onPlay(game)}
      onFavourite={() => onFavourite(game)}
    />
  );
});

/**
 * Blank vendor tiles while the vendors load: one more than the arrows' threshold with
 * "All vendors", so the strip has its arrows, and its tiles their places, from the start.
 */
const VENDOR_SKELETONS = VENDOR_ARROWS_ABOVE;

/**
 * The slot lobby (spec §2, §4): vendor menu, list modes, filters and search, and a grid
 * that loads 21 games a page as the player scrolls. Visitors see the hot list; the full
 * list needs a session (spec §7: GCSGAME_gameList carries a token).
 */
export default function RngLobby({
  gameType = 'RNG',
  maxColumns = 7,
  vendorMenu = true,
}: RngLobbyProps & WidgetBaseProps) {
  const route = lobbyRoute(gameType, useParams());
  if (!route)
    return (
      <NoticeBar alert>
        <Trans>There is no such game lobby. Choose one from the menu.</Trans>
      </NoticeBar>
    );
  return (
    <LobbyView
      gameType={route.gameType}
      routeHot={route.hot}
      routeVendor={route.vassalage}
      maxColumns={maxColumns}
      vendorMenu={vendorMenu}
    />
  );
}

function LobbyView({
  gameType,
  routeHot,
  routeVendor,
  maxColumns,
  vendorMenu,
}: {
  gameType: ListedType;
  routeHot: boolean;
  routeVendor: string | undefined;
  maxColumns: number;
  vendorMenu: boolean;
}) {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const list = gameListAtoms(gameType);
  const state = useAtomValue(list.state);
  const setFilter = useSetAtom(list.setFilter);
  const setMode = useSetAtom(list.setMode);
  const loadMore = useSetAtom(list.loadMore);
  const reload = useSetAtom(list.reload);
  const clearFilters = useSetAtom(list.clearFilters);
  const loggedIn = Boolean(useAtomValue(sessionAtom)?.token);
  const vendors = useAsyncState(vendorsOfTypeAtom(gameType));
  const favourites = useAsyncState(favouriteIdsAtom);
  const toggleFavourite = useSetAtom(toggleFavouriteAtom);
  const launch = useSetAtom(launchGameAtom);
  const openPopup = useSetAtom(openPopupAtom);
  const storedVendor = useAtomValue(rngVendorAtom);
  const setStoredVendor = useSetAtom(rngVendorAtom);
  const bingo = useAtomValue(readySiteAtom).languages.header.includes('TY');

  // The vendor comes from ?page= (R2.7), else the lobby route's (R2.8); else, in the slot lobby,
  // its current game (R4.21, R4.24): the one a launch or the player kept, or the first vendor.
  const named = params.get('page') ?? routeVendor;
  const current = currentGame(storedVendor, vendors);
  const decided = named !== undefined || gameType !== 'RNG' || current.decided;
  const wanted = named ?? (gameType === 'RNG' && current.decided ? current.vassalage : undefined);
  // A route naming the hot list opens on it, once per address; the player may then switch.
  const hotShownFor = useRef<string | null>(null);
  useEffect(() => {
    if (!routeHot || hotShownFor.current === pathname) return;
    hotShownFor.current = pathname;
    if (state.mode !== 'hot') void setMode('hot');
  }, [routeHot, pathname, state.mode, setMode]);
  useEffect(() => {
    // Visitors see the hot list: the full list, favourites and recent need a session.
    if (!loggedIn && state.mode !== 'hot') {
      void setMode('hot');
      return;
    }
    if (state.loading || !decided) return;
    if (wanted !== state.filters.vassalage) void setFilter('vassalage', wanted);
    else if (state.pageNo === 0 && !state.error) void loadMore();
  }, [
    wanted,
    decided,
    loggedIn,
    state.mode,
    state.pageNo,
    state.loading,
    state.error,
    state.filters.vassalage,
    setFilter,
    setMode,
    loadMore,
  ]);

  const chooseVendor = (vassalage: string | undefined) => {
    if (gameType === 'RNG') setStoredVendor(vassalage ?? ALL_VENDORS);
    const next = new URLSearchParams(params);
    if (vassalage) next.set('page', vassalage);
    else next.delete('page');
    setParams(next, { replace: true });
  };
  const play = useCallback(
    (g: GameCard) => {
      const to = launch({ gameType: g.gameType, vassalage: g.vassalage, nodeId: g.nodeId });
      if (to) navigate(to);
    },
    [launch, navigate],
  );
  const onNearEnd = useCallback(() => void loadMore(), [loadMore]);
  const onFavourite = useCallback(
    (g: GameCard) => void toggleFavourite(g).catch(() => undefined),
    [toggleFavourite],
  );
  const favSet = favourites.state === 'hasData' ? favourites.data : undefined;

  const vendorList = vendors.state === 'hasData' ? vendors.data : [];
  return (
    <section className={styles.lobby} aria-label={t`Slot games`}>
      {vendorMenu && (
        <ScrollStrip
          label={t`Vendors`}
          count={(vendors.state === 'loading' ? VENDOR_SKELETONS : vendorList.length) + 1}
          arrowsAbove={VENDOR_ARROWS_ABOVE}
        >
          <VendorTile
            title={t`All vendors`}
            icon={vendorList[0]?.smallIcon ?? ''}
            isHot={false}
            countLine
            selected={decided && !wanted}
            onSelect={() => chooseVendor(undefined)}
          />
          {vendors.state === 'loading' &&
            Array.from({ length: VENDOR_SKELETONS }, (_, i) => <VendorTileSkeleton key={i} countLine />)}
          {vendorList.map((v) => (
            <VendorTile
              key={v.vassalage}
              title={v.title}
              icon={v.smallIcon}
              isHot={v.isHot === 1}
              gameCount={v.gameCount}
              selected={wanted === v.vassalage}
              onSelect={() => chooseVendor(v.vassalage)}
            />
          ))}
        </ScrollStrip>
      )}
      <RngToolbar
        mode={state.mode}
        filters={state.filters}
        bingo={bingo}
        onMode={(m) => {
          if (m === 'all' && !loggedIn) openPopup('login');
          else void setMode(m);
        }}
        onClassify={(v) => (loggedIn ? void setFilter('gameClassify', v) : openPopup('login'))}
        onMinBet={(v) => (loggedIn ? void setFilter('minBet', v) : openPopup('login'))}
        onSearch={(text) => (loggedIn ? void setFilter('gameName', text) : text.trim() && openPopup('login'))}
      />
      <p className={styles.count} aria-live="polite">
        {state.pageNo > 0 && !state.error && <Trans>{i18n.number(state.total)} games</Trans>}
      </p>
      {!loggedIn && (
        <NoticeBar
          action={
            <Button size="small" onClick={() => openPopup('login')}>
              <Trans>Log in</Trans>
            </Button>
          }
        >
          <Trans>Log in to browse every game and search the whole catalogue.</Trans>
        </NoticeBar>
      )}
      {state.error ? (
        <NoticeBar
          alert
          action={
            <Button size="small" onClick={() => void reload()}>
              <Trans>Try again</Trans>
            </Button>
          }
        >
          <Trans>The games could not be loaded.</Trans>
        </NoticeBar>
      ) : state.pageNo > 0 && state.items.length === 0 && !state.loading ? (
        <NoticeBar
          action={
            state.mode === 'all' && (
              <Button variant="secondary" size="small" onClick={() => void clearFilters()}>
                <Trans>Clear filters</Trans>
              </Button>
            )
          }
        >
          {state.mode === 'fav' ? (
            <Trans>No favourites yet: tap the heart on a game to keep it here.</Trans>
          ) : state.mode === 'recent' ? (
            <Trans>No games played yet.</Trans>
          ) : (
            <Trans>No games match these filters.</Trans>
          )}
        </NoticeBar>
      ) : state.items.length === 0 ? (
        <TileGrid tile="game" as="div" role="status" aria-busy="true" aria-label={t`Loading games`}>
          {Array.from({ length: 14 }, (_, i) => (
            <GameTileSkeleton key={i} />
          ))}
        </TileGrid>
      ) : (
        <LobbyGameGrid
          items={state.items}
          maxColumns={maxColumns}
          onNearEnd={onNearEnd}
          hasMore={state.hasMore}
          renderTile={(g) => (
            <Tile
              game={g}
              favourite={favSet ? favSet.has(g.nodeId) : undefined}
              onPlay={play}
              onFavourite={onFavourite}
            />
          )}
          footer={
            state.loading ? (
              <p className={styles.more} role="status">
                <Trans>Loading more games…</Trans>
              </p>
            ) : null
          }
        />
      )}
    </section>
  );
}
