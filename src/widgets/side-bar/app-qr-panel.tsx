import { Trans, useLingui } from '@lingui/react/macro';
import { QrCode } from '../../ui/qr-code/qr-code';
import { Link } from '../../ui/link/link';
import styles from './side-bar.module.css';

/** Spec §9: side-bar QR codes are 74 px with a margin of 7. */
export const QR_SIZE = 74;
export const QR_MARGIN = 7;

function absolute(url: string): string {
  return new URL(url, window.location.origin).toString();
}

/** The app's QR codes (loaded when first opened: the QR encoder stays out of every page's load). */
export default function AppQrPanel({ ios, android }: { ios: string; android: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.qrPanel} role="region" aria-label={t`Scan to download the app`}>
      <p className={styles.qrTitle}>
        <Trans>Scan to download the app</Trans>
      </p>
      <div className={styles.qrCodes}>
        <figure>
          <QrCode
            value={absolute(ios)}
            label={t`QR code for the iOS app`}
            size={QR_SIZE}
            margin={QR_MARGIN}
          />
          <figcaption>iOS</figcaption>
        </figure>
        <figure>
          <QrCode
            value={absolute(android)}
            label={t`QR code for the Android app`}
            size={QR_SIZE}
            margin={QR_MARGIN}
          />
          <figcaption>Android</figcaption>
        </figure>
      </div>
      <Link to="/app" className={styles.qrMore}>
        <Trans>More ways to install</Trans>
      </Link>
    </div>
  );
}
