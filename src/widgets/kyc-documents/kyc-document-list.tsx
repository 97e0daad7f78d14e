import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useId } from 'react';
import type { KycState } from '../../atoms/kyc';
import { kycKindText, kycStatusText } from '../../i18n/kyc-words';

import { fileSizeText } from './file-size';
import styles from './kyc-documents.module.css';
import { dateTimeText } from '../../i18n/format-dates';

/** The documents sent, newest first, each with its review status (the files are never shown back). */
export function KycDocumentList({ documents }: { documents: KycState['documents'] }) {
  const { i18n } = useLingui();
  const titleId = useId();
  if (documents.length === 0) return null;
  return (
    <section className={styles.sent} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {i18n._(msg`Documents sent`)}
      </h3>
      <ul className={styles.list}>
        {documents.map((d) => (
          <li key={d.id} className={styles.item}>
            <span className={styles.itemKind}>{kycKindText(d.kind)}</span>
            <span className={styles.itemName} title={d.fileName}>
              {d.fileName}
            </span>
            <span className={styles.muted}>
              {fileSizeText(d.size)} · {dateTimeText(d.uploadedAt)}
            </span>
            <span className={styles.badge} data-status={d.status}>
              {kycStatusText(d.status === 'rejected' ? 'rejected' : `${d.status}-document`)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
