import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Button } from '../../ui/form/button';
import { Modal } from '../../ui/modal/modal';
import type { AuditLine } from '../atoms/back-office-atoms';
import { auditDiff, type AuditDiffRow } from './audit-diff';
import { formatDate } from './format';
import styles from './back-office.module.css';

const CHANGE_LABEL: Record<AuditDiffRow['change'], MessageDescriptor> = {
  added: msg`Added`,
  removed: msg`Removed`,
  changed: msg`Changed`,
  same: msg`Unchanged`,
};

/**
 * One audit line in full: who, what, to what, when, from where, and its state before and
 * after key by key. Everything is drawn as text: a member's name or message recorded in the
 * state stays text, never markup.
 */
export function AuditDetail({ line, onClose }: { line: AuditLine; onClose(): void }) {
  const { i18n } = useLingui();
  const action = line.action;
  const actor = line.actor;
  const title = i18n._(msg`${action} by ${actor}`);
  const rows = auditDiff(line.before, line.after);
  const facts: [string, string][] = [
    [i18n._(msg`Time`), formatDate(line.at, i18n.locale)],
    [i18n._(msg`Operator`), line.actor],
    [i18n._(msg`Action`), line.action],
    [i18n._(msg`Merchant`), line.merchant ?? i18n._(msg`Platform`)],
    [i18n._(msg`Target`), line.target ?? '—'],
    [i18n._(msg`IP address`), line.ip],
    [i18n._(msg`Browser`), line.userAgent || '—'],
  ];
  return (
    <Modal open label={title} onClose={onClose} height="auto" width={640}>
      <section className={styles.dialog} aria-label={title}>
        <h2 className={styles.subtitle}>{title}</h2>
        <dl className={styles.profile}>
          {facts.map(([term, value]) => (
            <div key={term} className={styles.profileRow}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className={styles.subtitle}>{i18n._(msg`Before and after`)}</h3>
        {rows.length === 0 ? (
          <p className={styles.muted}>{i18n._(msg`Nothing was recorded before or after this action.`)}</p>
        ) : (
          <table className={`${styles.table} ${styles.diff}`} aria-label={i18n._(msg`Before and after`)}>
            <thead>
              <tr>
                <th scope="col">{i18n._(msg`Field`)}</th>
                <th scope="col">{i18n._(msg`Before`)}</th>
                <th scope="col">{i18n._(msg`After`)}</th>
                <th scope="col">{i18n._(msg`Difference`)}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key} data-change={r.change}>
                  <td data-label={i18n._(msg`Field`)} className={styles.reference}>
                    {r.key}
                  </td>
                  <td data-label={i18n._(msg`Before`)}>{r.before ?? '—'}</td>
                  <td data-label={i18n._(msg`After`)}>{r.after ?? '—'}</td>
                  <td data-label={i18n._(msg`Difference`)}>{i18n._(CHANGE_LABEL[r.change])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={onClose}>
            {i18n._(msg`Close`)}
          </Button>
        </div>
      </section>
    </Modal>
  );
}
