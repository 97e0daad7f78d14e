import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { readySiteAtom } from '../../atoms/site';
import { useSiteText } from '../../i18n/use-site-text';
import { SocialIcon } from '../../ui/icon/social-icon';
import type { WidgetBaseProps } from '../define-widget';
import type { SiteFooterProps } from './site-footer.props';
import { Link } from '../../ui/link/link';
import styles from './site-footer.module.css';

function FooterLink({ href, children }: { href: string; children: string }) {
  return href.startsWith('/') ? (
    <Link to={href} className={styles.link}>
      {children}
    </Link>
  ) : (
    <a href={href} className={styles.link} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * The footer of spec §1/§2 (R1.12): licence badges, social links, link columns, the
 * age limit and responsible-gambling notes, and the legal line.
 */
export default function SiteFooter({
  columns = [],
  showLicences = true,
  showSocial = true,
}: SiteFooterProps & WidgetBaseProps) {
  const { t } = useLingui();
  const text = useSiteText();
  const { merchant, settings } = useAtomValue(readySiteAtom);
  const brandName = merchant.name;
  const age = settings.ageLimit;
  const year = new Date().getFullYear();
  return (
    <div className={styles.footer}>
      <div className={styles.inner}>
        {(showLicences || showSocial) && (
          <div className={styles.top}>
            {showLicences && settings.licences.length > 0 && (
              <ul className={styles.licences} aria-label={t`Licences`}>
                {settings.licences.map((l) => {
                  const badge = (
                    <img
                      src={l.image}
                      alt={text(l.label)}
                      width={120}
                      height={40}
                      loading="lazy"
                      decoding="async"
                    />
                  );
                  return (
                    <li key={l.id}>
                      {l.url ? (
                        <a href={l.url} target="_blank" rel="noopener noreferrer" className={styles.badge}>
                          {badge}
                        </a>
                      ) : (
                        <span className={styles.badge}>{badge}</span>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
            {showSocial && settings.social.length > 0 && (
              <ul className={styles.social} aria-label={t`Follow us`}>
                {settings.social.map((s) => (
                  <li key={s.url}>
                    <a
                      href={s.url}
                      className={styles.socialLink}
                      aria-label={text(s.label)}
                      title={text(s.label)}
                      {...(s.url.startsWith('https://')
                        ? { target: '_blank', rel: 'noopener noreferrer' }
                        : {})}
                    >
                      <SocialIcon kind={s.kind} />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {columns.length > 0 && (
          <div className={styles.columns}>
            {columns.map((col, i) => {
              const title = text(col.title);
              return (
                <nav key={i} className={styles.column} aria-label={title}>
                  <h2 className={styles.columnTitle}>{title}</h2>
                  <ul>
                    {col.links.map((l) => (
                      <li key={l.href}>
                        <FooterLink href={l.href}>{text(l.label)}</FooterLink>
                      </li>
                    ))}
                  </ul>
                </nav>
              );
            })}
          </div>
        )}
        <div className={styles.legal}>
          <div className={styles.responsible}>
            <span className={styles.age} aria-hidden="true">
              {age}+
            </span>
            <p>
              <Trans>
                Gambling can be addictive. Play responsibly, set limits and take breaks. Only players aged{' '}
                {age} or over may play.
              </Trans>
            </p>
          </div>
          <p className={styles.copyright}>
            <Trans>
              © {year} {brandName}. All rights reserved. Games are provided by licensed studios; outcomes are
              random and checked independently.
            </Trans>
          </p>
        </div>
      </div>
    </div>
  );
}
