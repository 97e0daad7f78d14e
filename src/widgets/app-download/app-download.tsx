import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
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

/** A link on this very page (the site lists /app#ios when there is no store page yet). */
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

/** The app download page (spec §2 /app and /download): features, QR codes and install steps. */
export default function AppDownload({ qrSize = 148 }: AppDownloadProps & WidgetBaseProps) {
  const { merchant, settings } = useAtomValue(readySiteAtom);
  const app = settings.appDownload;
  const brandName = merchant.name;
  const features: [string, ReactNode][] = [
    ['slots', <Trans key="games">Every game of the site, made for your phone</Trans>],
    ['live', <Trans key="fast">Faster loading and smoother live tables</Trans>],
    ['notice', <Trans key="alerts">Instant alerts for deposits, withdrawals and offers</Trans>],
    ['users', <Trans key="login">Log in with your face or fingerprint</Trans>],
  ];
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heroText}>
          <h1 className={styles.title}>
            <Trans>{brandName} in your pocket</Trans>
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
      {app ? (
        <div className={styles.platforms}>
          <Platform
            id="ios"
            glyph={APPLE}
            name={<Trans>iPhone and iPad</Trans>}
            url={app.ios}
            qrSize={qrSize}
            steps={[
              <Trans key="1">Open the link from the QR code in Safari and tap Install.</Trans>,
              <Trans key="2">
                Open Settings, General, VPN and Device Management, and trust the profile.
              </Trans>,
              <Trans key="3">Open the app from your home screen and log in.</Trans>,
            ]}
          />
          <Platform
            id="android"
            glyph={ANDROID}
            name="Android"
            url={app.android}
            qrSize={qrSize}
            steps={[
              <Trans key="1">Open the link from the QR code and download the app.</Trans>,
              <Trans key="2">Allow installing apps from this source when Android asks.</Trans>,
              <Trans key="3">Open the app and log in.</Trans>,
            ]}
          />
        </div>
      ) : (
        <p className={styles.soon}>
          <Trans>
            The app is coming soon. Until then, the site works on any phone browser: add it to your home
            screen.
          </Trans>
        </p>
      )}
    </div>
  );
}
