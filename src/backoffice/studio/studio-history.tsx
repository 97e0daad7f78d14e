import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { Button } from '../../ui/form/button';
import type { SiteVersionRow } from '../atoms/site-studio-atoms';
import { ActionDialog } from '../screens/action-dialog';
import { formatDate } from '../screens/format';
import styles from './site-studio.module.css';

/**
 * The accepted versions, newest first, with who made each, when and what it changed; any
 * earlier one is put back after a confirm.
 */
export function StudioHistory({
  versions,
  current,
  onRollBack,
}: {
  versions: readonly SiteVersionRow[];
  current: number | null;
  onRollBack(versionId: number): Promise<string | undefined>;
}) {
  const { i18n } = useLingui();
  const [asking, setAsking] = useState<SiteVersionRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const askingId = asking?.id ?? 0;
  if (!versions.length) return <p className={styles.hint}>{i18n._(msg`No version was published yet.`)}</p>;
  return (
    <section aria-labelledby="studio-history">
      <h2 id="studio-history" className={styles.subtitle}>
        {i18n._(msg`History`)}
      </h2>
      <ol className={styles.history}>
        {versions.map((v) => {
          const id = v.id;
          return (
            <li key={v.id} aria-label={i18n._(msg`Version ${id}`)}>
              <strong>#{v.id}</strong> {v.author} · {formatDate(v.createdAt, i18n.locale)}
              <div className={styles.changed}>{v.changed.join(', ')}</div>
              {v.id === current ? (
                <span className={styles.hint}>{i18n._(msg`Served now`)}</span>
              ) : (
                <Button variant="secondary" size="small" onClick={() => setAsking(v)}>
                  {i18n._(msg`Roll back to version ${id}`)}
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {asking && (
        <ActionDialog
          title={i18n._(msg`Roll back to version ${askingId}?`)}
          confirm={i18n._(msg`Roll back`)}
          busy={busy}
          problem={problem}
          onClose={() => {
            setAsking(null);
            setProblem(undefined);
          }}
          onSubmit={async () => {
            setBusy(true);
            const failed = await onRollBack(asking.id);
            setBusy(false);
            if (failed) setProblem(failed);
            else setAsking(null);
          }}
        >
          <p>
            {i18n._(msg`Players get this version at once. It is kept as a new version; nothing is lost.`)}
          </p>
        </ActionDialog>
      )}
    </section>
  );
}
