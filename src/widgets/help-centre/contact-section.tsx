import { Trans } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { openCustomerServiceAtom } from '../../atoms/customer-service';
import { readySiteAtom } from '../../atoms/site';
import { NavIcon } from '../../ui/icon/nav-icon';
import { SocialIcon } from '../../ui/icon/social-icon';
import styles from './help-centre.module.css';

/** How to reach a person: live chat (the desk window), Telegram, e-mail. Anchors #contact, #live-chat, #vip. */
export function ContactSection({ inChatWindow }: { inChatWindow: boolean }) {
  const { customerService } = useAtomValue(readySiteAtom).settings;
  const openDesk = useSetAtom(openCustomerServiceAtom);
  return (
    <section id="contact" className={styles.contact} aria-labelledby="help-contact-title">
      <span id="live-chat" className={styles.anchor} />
      <span id="vip" className={styles.anchor} />
      <h2 id="help-contact-title" className={styles.sectionTitle}>
        <Trans>Still need help?</Trans>
      </h2>
      <p className={styles.contactLead}>
        <Trans>
          Our support team is on duty 24 hours a day, every day. Members above VIP level 4 reach a dedicated
          VIP desk.
        </Trans>
      </p>
      <ul className={styles.channels}>
        {!inChatWindow && (
          <li>
            <button type="button" className={styles.channel} onClick={() => void openDesk()}>
              <NavIcon name="service" size={22} />
              <span>
                <strong>
                  <Trans>Live chat</Trans>
                </strong>
                <small>
                  <Trans>Opens in a small window</Trans>
                </small>
              </span>
            </button>
          </li>
        )}
        {customerService.telegram && (
          <li>
            <a
              className={styles.channel}
              href={customerService.telegram}
              target="_blank"
              rel="noopener noreferrer"
            >
              <SocialIcon kind="telegram" size={22} />
              <span>
                <strong>Telegram</strong>
                <small>
                  <Trans>Usually answers within minutes</Trans>
                </small>
              </span>
            </a>
          </li>
        )}
        {customerService.email && (
          <li>
            <a className={styles.channel} href={`mailto:${customerService.email}`}>
              <SocialIcon kind="email" size={22} />
              <span>
                <strong>{customerService.email}</strong>
                <small>
                  <Trans>Answers within a day</Trans>
                </small>
              </span>
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
