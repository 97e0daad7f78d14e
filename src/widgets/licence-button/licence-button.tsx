import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { isHomePage } from '../../atoms/shell';
import { readySiteAtom } from '../../atoms/site';
import { useSiteText } from '../../i18n/use-site-text';
import { Dropdown } from '../../ui/dropdown/dropdown';
import type { WidgetBaseProps } from '../define-widget';
import type { LicenceButtonProps } from './licence-button.props';
import styles from './licence-button.module.css';

/** The licence button of the home page (spec §2; R2.28): who licenses this site, with proof. */
export default function LicenceButton({ everywhere = false }: LicenceButtonProps & WidgetBaseProps) {
  const { t } = useLingui();
  const text = useSiteText();
  const site = useAtomValue(readySiteAtom);
  const { pathname } = useLocation();
  const { licences } = site.settings;
  const brandName = site.merchant.name;
  if (licences.length === 0 || (!everywhere && !isHomePage(site, pathname))) return null;
  return (
    <Dropdown
      kind="dialog"
      align="end"
      // The button's name is the word it shows; the panel lists the licences.
      buttonLabel={t`Licensed`}
      panelLabel={t`Licences`}
      buttonClassName={styles.button}
      button={
        <>
          <svg viewBox="0 0 24 24" width="15" height="15" aria-hidden="true">
            <path
              d="M12 2.5 4.5 5.5v6c0 4.6 3.1 8.6 7.5 10 4.4-1.4 7.5-5.4 7.5-10v-6L12 2.5Zm-3.5 9.8 2.5 2.5 4.8-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className={styles.word}>
            <Trans>Licensed</Trans>
          </span>
        </>
      }
    >
      {() => (
        <div className={styles.panel}>
          <p className={styles.lead}>
            <Trans>{brandName} is licensed and regulated by:</Trans>
          </p>
          <ul className={styles.list}>
            {licences.map((l) => (
              <li key={l.id} className={styles.licence}>
                <img src={l.image} alt="" width={120} height={40} className={styles.badge} />
                {l.url ? (
                  <a href={l.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
                    {text(l.label)}
                  </a>
                ) : (
                  <span>{text(l.label)}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Dropdown>
  );
}
