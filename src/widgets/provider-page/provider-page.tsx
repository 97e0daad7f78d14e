import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { gameMenusAtom } from '../../atoms/game-menus';
import { launchGameAtom, startSportsFbAtom } from '../../atoms/game-launch';
import { openPopupAtom } from '../../atoms/popup';
import { sessionAtom } from '../../atoms/session';
import { bootstrapAtom } from '../../atoms/site';
import { VendorTile } from '../../ui/vendor-tile/vendor-tile';
import { Button } from '../../ui/form/button';
import { FrameBox, FrameLoading } from '../../ui/frame-box/frame-box';
import { NoticeBar } from '../../ui/notice-bar/notice-bar';
import { TileGrid } from '../../widget-kit/tile-grid';
import type { WidgetBaseProps } from '../define-widget';
import type { ProviderPageProps } from './provider-page.props';
import styles from './provider-page.module.css';
import { useAsyncState } from '../../atoms/async';

/** Provider pages of spec §2: /fbsports and /seamless. */
export default function ProviderPage({
  provider = 'seamless',
  frameHeight = 900,
}: ProviderPageProps & WidgetBaseProps) {
  return provider === 'fbsports' ? <FbSports height={frameHeight} /> : <Seamless />;
}

function FbSports({ height }: { height: number }) {
  const { t } = useLingui();
  const token = useAtomValue(sessionAtom)?.token;
  const start = useSetAtom(startSportsFbAtom);
  const openPopup = useSetAtom(openPopupAtom);
  const bootstrap = useAtomValue(bootstrapAtom);
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    start().then(
      (r) => live && setUrl(r.url),
      (err: unknown) => live && setError((err as Error).message),
    );
    return () => {
      live = false;
    };
  }, [token, start]);
  return (
    <section className={styles.page} aria-label={t`FB Sports`}>
      <h1 className={styles.title}>
        <Trans>FB Sports</Trans>
      </h1>
      {!token ? (
        <NoticeBar
          action={
            <Button size="small" onClick={() => openPopup('login')}>
              <Trans>Log in</Trans>
            </Button>
          }
        >
          <Trans>Log in to open the sports book.</Trans>
        </NoticeBar>
      ) : error ? (
        <NoticeBar alert>
          <Trans>The sports book could not be opened: {error}</Trans>
        </NoticeBar>
      ) : (
        <FrameBox height={height}>
          {url ? (
            <iframe
              title={t`FB Sports`}
              src={
                bootstrap.switchedBy === 'wl'
                  ? `${url}&wl=${encodeURIComponent(bootstrap.merchantCode)}`
                  : url
              }
            />
          ) : (
            <FrameLoading>
              <Trans>Opening the sports book…</Trans>
            </FrameLoading>
          )}
        </FrameBox>
      )}
    </section>
  );
}

function Seamless() {
  const { t } = useLingui();
  const lanes = useAsyncState(gameMenusAtom);
  const launch = useSetAtom(launchGameAtom);
  const navigate = useNavigate();
  const vendors =
    lanes.state === 'hasData'
      ? lanes.data.flatMap((l) => l.vendors).filter((v) => v.integration === 'house')
      : [];
  return (
    <section className={styles.page} aria-label={t`Seamless games`}>
      <h1 className={styles.title}>
        <Trans>Seamless games</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>
          These games play straight from your main wallet: no transfer to a vendor wallet, and every round
          shows in your betting record at once.
        </Trans>
      </p>
      {lanes.state === 'loading' ? (
        <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t`Loading vendors`} />
      ) : lanes.state === 'hasError' ? (
        <NoticeBar alert>
          <Trans>The games could not be loaded.</Trans>
        </NoticeBar>
      ) : vendors.length === 0 ? (
        <NoticeBar>
          <Trans>No seamless games are offered here at the moment.</Trans>
        </NoticeBar>
      ) : (
        <TileGrid tile="vendor" className={styles.vendors} aria-label={t`Vendors`}>
          {vendors.map((v) => (
            <li key={`${v.gameType}:${v.vassalage}`}>
              <VendorTile
                title={v.title}
                icon={v.smallIcon}
                isHot={v.isHot === 1}
                gameCount={v.gameCount}
                onSelect={() => {
                  const to = launch({
                    gameType: v.gameType,
                    vassalage: v.vassalage,
                    isGame: v.isGame,
                    ...(v.gameCode ? { gameId: v.gameCode } : {}),
                    ...(v.defaultPlayType ? { defaultPlayType: v.defaultPlayType } : {}),
                  });
                  if (to) navigate(to);
                }}
              />
            </li>
          ))}
        </TileGrid>
      )}
    </section>
  );
}
