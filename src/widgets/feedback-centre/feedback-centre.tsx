import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtomValue } from 'jotai';
import { loggedInAtom } from '../../atoms/session';
import type { WidgetBaseProps } from '../define-widget';
import type { FeedbackCentreProps } from './feedback-centre.props';
import { FeedbackForm } from './feedback-form';
import { MyFeedback } from './my-feedback';
import styles from './feedback-centre.module.css';

/**
 * Feedback and complaints (spec §1, R1.16): the form, and for a member "My feedback"
 * with the status of each ticket and the replies customer service gave.
 */
export default function FeedbackCentre({ showMine = true }: FeedbackCentreProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const member = useAtomValue(loggedInAtom);
  return (
    <div className={styles.centre}>
      <section className={styles.card} aria-labelledby="feedback-title">
        <h1 id="feedback-title" className={styles.title}>
          {i18n._(msg`Feedback and complaints`)}
        </h1>
        <p className={styles.lead}>
          {i18n._(
            msg`Tell us what went well or what went wrong. Every message gets a ticket number and a reply.`,
          )}
        </p>
        <FeedbackForm member={member} />
      </section>
      {member && showMine && <MyFeedback />}
    </div>
  );
}
