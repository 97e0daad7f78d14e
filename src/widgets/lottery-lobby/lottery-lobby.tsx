import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { gameMenusAtom } from '../../atoms/game-menus';
import { startLotteryAtom } from '../../atoms/game-launch';
import { prizeModeAtom } from '../../atoms/games';
import { lotteryMenuAtom, openedNumbersAtom, recentLotteryAtom, type LotteryMenu } from '../../atoms/lottery';
import { lotteryFavouritesAtom, toggleLotteryFavouriteAtom } from '../../atoms/lottery-favourites';
import { balanceAtom } from '../../atoms/member';
import { openPopupAtom } from '../../atoms/popup';
import { sessionAtom } from '../../atoms/session';
import { pageGameTypeAtom } from '../../atoms/shell';
import { bootstrapAtom, readySiteAtom } from '../../atoms/site';
import { Button } from '../../ui/form/button';
import { FavouriteStar } from '../../ui/favourite-star/favourite-star';
import { FilterChip } from '../../ui/filter-chip/filter-chip';
import { FrameBox, FrameLoading } from '../../ui/frame-box/frame-box';
import { NoticeBar } from '../../ui/notice-bar/notice-bar';
import { TileGrid } from '../../widget-kit/tile-grid';
import type { WidgetBaseProps } from '../define-widget';
import type { LotteryLobbyProps } from './lottery-lobby.props';
import { OpenedNumbers } from './opened-numbers';
import { clock, useCountdown } from './use-countdown';
import styles from './lottery-lobby.module.css';
import { useAsyncAtom, useAsyncState } from '../../atoms/async';

type Mode = 'Lott' | 'Elott';
type MenuGame = LotteryMenu['games'][number];

function GameCardButton({
  game,
  selected,
  favourite,
  onSelect,
  onFavourite,
}: {
  game: MenuGame;
  selected: boolean;
  favourite: boolean;
  onSelect(): void;
  onFavourite(): void;
}) {
  const left = useCountdown(game.current.closesAt);
  return (
    <div className={styles.gameCard} role="group" aria-label={game.name}>
      <button type="button" className={styles.game} aria-pressed={selected} onClick={onSelect}>
        <img src={game.icon} alt="" width={48} height={48} decoding="async" />
        <span className={styles.gameName}>{game.name}</span>
        <span className={styles.countdown} aria-label={`${clock(left)}`}>
          {clock(left)}
        </span>
        {game.last?.numbers && <span className={styles.lastSpecial}>{game.last.numbers.special[0]}</span>}
      </button>
      {/* Named inside the card's group, so it reads "Vietnam 5-Minute, Favourite, pressed". */}
      <FavouriteStar on={favourite} onToggle={onFavourite} size={20} className={styles.star} />
    </div>
  );
}

/**
 * The lottery page (spec §2: query gameCode, vendor, playType): prize-mode tabs, the games
 * with the time left to bet, the opened numbers, and the betting view for members.
 */
export default function LotteryLobby({
  history = 30,
  frameHeight = 820,
}: LotteryLobbyProps & WidgetBaseProps) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const lanes = useAsyncState(gameMenusAtom);
  const defaultMode = useAsyncState(prizeModeAtom);
  const token = useAtomValue(sessionAtom)?.token;
  const offered = lanes.state === 'hasData' ? lanes.data.map((l) => l.gameCategory) : [];
  const modes: Mode[] = (['Lott', 'Elott'] as const).filter((m) =>
    offered.includes(m === 'Lott' ? 'LOTT' : 'ELOTT'),
  );
  // The merchant offers both kinds: the prize-mode row will show once the lanes confirm it.
  const siteTypes = useAtomValue(readySiteAtom).gameTypes;
  const bothKinds = siteTypes.includes('LOTT') && siteTypes.includes('ELOTT');
  const vendor = params.get('vendor') ?? undefined;
  const fromVendor: Mode | undefined = vendor === 'ELOTT' ? 'Elott' : vendor ? 'Lott' : undefined;
  const [chosen, setChosen] = useState<Mode | undefined>(undefined);
  const mode: Mode =
    chosen ??
    fromVendor ??
    (defaultMode.state === 'hasData' && modes.includes(defaultMode.data)
      ? defaultMode.data
      : (modes[0] ?? 'Lott'));
  // The menu read again when a draw closes keeps the games on screen meanwhile: the betting
  // view below stays where it is, with what the player was typing in it.
  const menu = useAsyncAtom(lotteryMenuAtom(mode));
  const menuLoading = menu.data === undefined && menu.error === undefined;
  const favourites = useAtomValue(lotteryFavouritesAtom);
  const toggleFavourite = useSetAtom(toggleLotteryFavouriteAtom);
  const menuGames = menu.data?.games ?? [];
  // The member's favourites come first (R3.3), each group in the menu's order.
  const games = [
    ...menuGames.filter((g) => favourites.includes(g.gameCode)),
    ...menuGames.filter((g) => !favourites.includes(g.gameCode)),
  ];
  const gameCode = params.get('gameCode') ?? menuGames[0]?.gameCode;
  const game = menuGames.find((g) => g.gameCode === gameCode) ?? menuGames[0];
  const refreshMenu = useSetAtom(lotteryMenuAtom(mode));
  const setPageGameType = useSetAtom(pageGameTypeAtom);

  // The nav marks the item of the kind shown (Lottery or E-lottery), not both.
  useEffect(() => {
    setPageGameType(mode === 'Elott' ? 'ELOTT' : 'LOTT');
  }, [mode, setPageGameType]);
  useEffect(() => () => setPageGameType(null), [setPageGameType]);

  // A draw closes: read the menu again for the next one.
  const left = useCountdown(game?.current.drawAt);
  useEffect(() => {
    if (game && left === 0) {
      const timer = setTimeout(() => refreshMenu(), 2500);
      return () => clearTimeout(timer);
    }
  }, [left, game, refreshMenu]);

  const select = (g: MenuGame) => {
    const next = new URLSearchParams(params);
    next.set('gameCode', g.gameCode);
    next.set('vendor', g.vendor);
    setParams(next, { replace: true });
  };

  return (
    <section className={styles.lobby} aria-label={t`Lottery`}>
      {lanes.state === 'loading' && bothKinds && (
        // The prize-mode row's place while the offered kinds load, so the games do not move down.
        <div className={styles.modes} aria-hidden="true">
          <span className={styles.chipSkeleton} />
          <span className={styles.chipSkeleton} />
        </div>
      )}
      {modes.length > 1 && (
        <div className={styles.modes} role="group" aria-label={t`Prize mode`}>
          {modes.map((m) => (
            <FilterChip
              key={m}
              pressed={mode === m}
              onClick={() => {
                setChosen(m);
                setParams(new URLSearchParams(), { replace: true });
              }}
            >
              {m === 'Lott' ? t`Lottery` : t`E-lottery`}
            </FilterChip>
          ))}
        </div>
      )}
      {menuLoading ? (
        <TileGrid tile="draw" as="div" role="status" aria-busy="true" aria-label={t`Loading lottery games`}>
          {Array.from({ length: 4 }, (_, i) => (
            <span key={i} className={styles.gameSkeleton} />
          ))}
        </TileGrid>
      ) : menu.error !== undefined ? (
        <NoticeBar
          alert
          action={
            <Button variant="secondary" size="small" onClick={() => refreshMenu()}>
              <Trans>Try again</Trans>
            </Button>
          }
        >
          <Trans>The lottery could not be loaded.</Trans>
        </NoticeBar>
      ) : games.length === 0 ? (
        <NoticeBar>
          <Trans>No lottery games are offered here at the moment.</Trans>
        </NoticeBar>
      ) : (
        <TileGrid tile="draw" as="div" role="group" aria-label={t`Lottery games`}>
          {games.map((g) => (
            <GameCardButton
              key={g.gameCode}
              game={g}
              selected={g.gameCode === game?.gameCode}
              favourite={favourites.includes(g.gameCode)}
              onSelect={() => select(g)}
              onFavourite={() => void toggleFavourite(g.gameCode)}
            />
          ))}
        </TileGrid>
      )}
      {token && (
        <RecentLottery
          onSelect={(code, v) => {
            const next = new URLSearchParams(params);
            next.set('gameCode', code);
            next.set('vendor', v);
            setParams(next, { replace: true });
          }}
        />
      )}
      {menuLoading && (
        // The betting and results columns' place while the menu loads: they come in below
        // the games, and without it the footer would show and then be pushed away.
        <div className={styles.columns} aria-hidden="true">
          <div className={styles.bet}>
            {token ? (
              <FrameBox height={frameHeight} fitViewport />
            ) : (
              <div className={styles.noticeSkeleton} />
            )}
          </div>
          <div className={styles.results}>
            <div className={styles.heading} aria-hidden="true">
              {'\u00a0'}
            </div>
            <div className={styles.resultSkeleton} />
          </div>
        </div>
      )}
      {game && (
        <div className={styles.columns}>
          <div className={styles.bet}>
            {token ? (
              <BettingFrame
                key={`${mode}:${game.gameCode}`}
                mode={mode}
                gameCode={game.gameCode}
                vendor={game.vendor}
                playType={params.get('playType') ?? undefined}
                height={frameHeight}
              />
            ) : (
              <LoginToBet />
            )}
          </div>
          <div className={styles.results}>
            <h2 className={styles.heading}>
              <Trans>Opened numbers</Trans>
            </h2>
            <Opened gameCode={game.gameCode} history={history} drawNo={game.last?.drawNo} />
          </div>
        </div>
      )}
    </section>
  );
}

function RecentLottery({ onSelect }: { onSelect(gameCode: string, vendor: string): void }) {
  const { t } = useLingui();
  const recent = useAsyncState(recentLotteryAtom);
  if (recent.state !== 'hasData' || recent.data.length === 0) return null;
  return (
    <div className={styles.recent} role="group" aria-label={t`Played lately`}>
      <span className={styles.label}>
        <Trans>Played lately</Trans>
      </span>
      {recent.data.map((g) => (
        <FilterChip key={g.gameCode} onClick={() => onSelect(g.gameCode, g.vendor)}>
          {g.name}
        </FilterChip>
      ))}
    </div>
  );
}

function Opened({
  gameCode,
  history,
  drawNo,
}: {
  gameCode: string;
  history: number;
  drawNo: string | undefined;
}) {
  const { t } = useLingui();
  const opened = useAsyncState(openedNumbersAtom(gameCode));
  const refresh = useSetAtom(openedNumbersAtom(gameCode));
  // A new draw was drawn (the menu's last draw changed): read the results again.
  useEffect(() => {
    if (opened.state === 'hasData' && drawNo && opened.data[0]?.drawNo !== drawNo) refresh();
  }, [drawNo, opened, refresh]);
  // Results older than the menu's last draw, with nothing drawn in them, are about to be read
  // again: hold the results' place instead of the "nothing drawn yet" line that would shrink it.
  const stale = opened.state === 'hasData' && drawNo !== undefined && opened.data[0]?.drawNo !== drawNo;
  if (opened.state === 'loading' || (stale && !opened.data[0]?.numbers))
    return (
      <div className={styles.resultSkeleton} role="status" aria-busy="true" aria-label={t`Loading results`} />
    );
  if (opened.state === 'hasError') {
    return (
      <NoticeBar alert>
        <Trans>The results could not be loaded.</Trans>
      </NoticeBar>
    );
  }
  return <OpenedNumbers draws={opened.data} history={history} />;
}

function LoginToBet() {
  const openPopup = useSetAtom(openPopupAtom);
  return (
    <NoticeBar
      action={
        <Button size="small" onClick={() => openPopup('login')}>
          <Trans>Log in</Trans>
        </Button>
      }
    >
      <Trans>Log in to bet on the next draw.</Trans>
    </NoticeBar>
  );
}

function BettingFrame(props: {
  mode: Mode;
  gameCode: string;
  vendor: string;
  playType?: string;
  height: number;
}) {
  const { t } = useLingui();
  const start = useSetAtom(startLotteryAtom);
  const refreshBalance = useSetAtom(balanceAtom);
  const bootstrap = useAtomValue(bootstrapAtom);
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    start({
      prizeMode: props.mode,
      gameCode: props.gameCode,
      vendor: props.vendor,
      ...(props.playType ? { playType: props.playType } : {}),
    }).then(
      (r) => live && setUrl(r.url),
      (err: unknown) => live && setError((err as Error).message),
    );
    return () => {
      live = false;
    };
  }, [start, props.mode, props.gameCode, props.vendor, props.playType]);
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (
        e.origin === window.location.origin &&
        (e.data as { type?: unknown } | null)?.type === 'tessera:balance'
      )
        refreshBalance();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [refreshBalance]);
  if (error) {
    return (
      <NoticeBar alert>
        <Trans>The betting view could not be opened: {error}</Trans>
      </NoticeBar>
    );
  }
  const src =
    url && (bootstrap.switchedBy === 'wl' ? `${url}&wl=${encodeURIComponent(bootstrap.merchantCode)}` : url);
  return (
    <FrameBox height={props.height} fitViewport>
      {src ? (
        <iframe src={src} title={t`Lottery betting`} />
      ) : (
        <FrameLoading>
          <Trans>Opening the betting view…</Trans>
        </FrameLoading>
      )}
    </FrameBox>
  );
}
