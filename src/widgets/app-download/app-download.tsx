import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { installAppAtom, installStateAtom } from '../../atoms/install-offer';
import { readySiteAtom } from '../../atoms/site';
import { NavIcon } from '../../ui/icon/nav-icon';
import { QrCode } from '../../ui/qr-code/qr-code';
import type { WidgetBaseProps } from '../define-widget';
import type { AppDownloadProps } from './app-download.props';
import styles from './app-download.module.css';

const APPLE =
  'M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.5-1-2.5-3.9ZM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4Z';
const ANDROID =
  'M7.5 8.5h9v8a1 1 0 0 1-1 1h-.8v2.3a1.2 1.2 0 0 1-2.4 0v-2.3h-.6v2.3a1.2 1.2 0 0 1-2.4 0v-2.3h-.8a1 1 0 0 1-1-1v-8Zm-2.3 0a1.2 1.2 0 0 1 1.2 1.2v4.6a1.2 1.2 0 0 1-2.4 0V9.7a1.2 1.2 0 0 1 1.2-1.2Zm13.6 0A1.2 1.2 0 0 1 20 9.7v4.6a1.2 1.2 0 0 1-2.4 0V9.7a1.2 1.2 0 0 1 1.2-1.2ZM7.6 7.7a4.5 4.5 0 0 1 2.3-3.6l-.8-1.4a.3.3 0 0 1 .5-.3l.8 1.4a5 5 0 0 1 3.2 0l.8-1.4a.3.3 0 0 1 .5.3l-.8 1.4a4.5 4.5 0 0 1 2.3 3.6H7.6Zm2.7-2a.5.5 0 1 0 0 1 .5.5 0 0 0 0-1Zm3.4 0a.5.5 0 1 0 0 1 .5.5 0 0 0 0-1Z';

function absolute(url: string): string {
  return new URL(url, window.location.origin).toString();
}

/** A link on this very page: the site itself is the app there, installed from the browser. */
function pointsHere(url: string): boolean {
  return url.startsWith('/app#') || url.startsWith('/download#');
}

function Platform(props: {
  id: 'ios' | 'android';
  glyph: string;
  name: ReactNode;
  url: string;
  qrSize: number;
  steps: ReactNode[];
}) {
  const { t } = useLingui();
  const { id, glyph, name, url, qrSize, steps } = props;
  return (
    <section id={id} className={styles.platform} aria-labelledby={`app-${id}`}>
      <div className={styles.platformHead}>
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path d={glyph} fill="currentColor" />
        </svg>
        <h2 id={`app-${id}`} className={styles.platformName}>
          {name}
        </h2>
      </div>
      <div className={styles.platformBody}>
        <QrCode
          value={absolute(url)}
          size={qrSize}
          label={id === 'ios' ? t`QR code for the iOS app` : t`QR code for the Android app`}
        />
        <div className={styles.install}>
          <p className={styles.scan}>
            <Trans>Scan with your phone’s camera, or follow these steps on the phone:</Trans>
          </p>
          <ol className={styles.steps}>
            {steps.map((s, i) => (
              <li key={i}>{s}</li>
            ))}
          </ol>
          {!pointsHere(url) && (
            <a className={styles.download} href={url} target="_blank" rel="noopener noreferrer">
              <Trans>Download</Trans>
            </a>
          )}
        </div>
      </div>
    </section>
  );
}

/** What this visit can do about installing: say it runs as the app, offer the browser's dialog, or say how. */
function InstallPanel({ brand }: { brand: string }) {
  const state = useAtomValue(installStateAtom);
  const install = useSetAtom(installAppAtom);
  return (
    <section className={styles.installPanel} aria-label={brand} data-state={state}>
      {state === 'running' ? (
        <p>
          <Trans>You are in the {brand} app. Open it any time from your home screen.</Trans>
        </p>
      ) : state === 'installed' ? (
        <p role="status">
          <Trans>{brand} is installed: open it from your home screen or your list of apps.</Trans>
        </p>
      ) : state === 'offered' ? (
        <>
          <p>
            <Trans>Add {brand} to this device: it opens in its own window, like any app.</Trans>
          </p>
          <button type="button" className={styles.download} onClick={() => void install()}>
            <Trans>Install {brand}</Trans>
          </button>
        </>
      ) : (
        <p>
          <Trans>
            On a computer, Chrome and Edge install {brand} from the install icon in the address bar. On a
            phone, follow the steps for your phone below.
          </Trans>
        </p>
      )}
    </section>
  );
}

/**
 * The app download page (spec §2 /app and /download). Each phone gets a QR code and steps:
 * to the merchant's store page when the site names one, else to this page, from which the
 * browser adds the site itself to the home screen (docs/decisions/web-app-install.md).
 */
export default function AppDownload({ qrSize = 148 }: AppDownloadProps & WidgetBaseProps) {
  const { merchant, settings } = useAtomValue(readySiteAtom);
  const app = settings.appDownload;
  const brand = merchant.name;
  const storeLink = (url: string | undefined) => (url && !pointsHere(url) ? url : null);
  const iosStore = storeLink(app?.ios);
  const androidStore = storeLink(app?.android);
  const webApp = !iosStore || !androidStore;
  const storeSteps = [
    <Trans key="1">Open the link from the QR code on your phone.</Trans>,
    <Trans key="2">Install the app as its page says.</Trans>,
    <Trans key="3">Open the app and log in.</Trans>,
  ];
  const features: [string, ReactNode][] = [
    ['slots', <Trans key="games">Every game of the site, made for your phone</Trans>],
    ['home', <Trans key="home">Opens from your home screen in its own window</Trans>],
    ['gift', <Trans key="wallet">Your wallet, rewards and messages one tap away</Trans>],
    ...(webApp
      ? ([['notice', <Trans key="store">Nothing to download from a store and nothing to update</Trans>]] as [
          string,
          ReactNode,
        ][])
      : []),
  ];
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heroText}>
          <h1 className={styles.title}>
            <Trans>{brand} in your pocket</Trans>
          </h1>
          <ul className={styles.features}>
            {features.map(([icon, text]) => (
              <li key={icon}>
                <NavIcon name={icon} size={20} />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.phone} aria-hidden="true">
          <div className={styles.screen}>
            <img src={merchant.logo} alt="" width={120} height={36} />
            <span className={styles.tiles}>
              {Array.from({ length: 6 }, (_, i) => (
                <span key={i} />
              ))}
            </span>
          </div>
        </div>
      </header>
      {webApp && <InstallPanel brand={brand} />}
      <div className={styles.platforms}>
        <Platform
          id="ios"
          glyph={APPLE}
          name={<Trans>iPhone and iPad</Trans>}
          url={iosStore ?? '/app#ios'}
          qrSize={qrSize}
          steps={
            iosStore
              ? storeSteps
              : [
                  <Trans key="1">Open this page in Safari on your iPhone or iPad.</Trans>,
                  <Trans key="2">Tap Share, then Add to Home Screen.</Trans>,
                  <Trans key="3">Open {brand} from your home screen and log in.</Trans>,
                ]
          }
        />
        <Platform
          id="android"
          glyph={ANDROID}
          name="Android"
          url={androidStore ?? '/app#android'}
          qrSize={qrSize}
          steps={
            androidStore
              ? storeSteps
              : [
                  <Trans key="1">Open this page in Chrome on your phone.</Trans>,
                  <Trans key="2">Tap Install app, or Add to Home screen in Chrome’s menu.</Trans>,
                  <Trans key="3">Open {brand} from your home screen and log in.</Trans>,
                ]
          }
        />
      </div>
    </div>
  );
}
