import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { STATEMENT_REQUEST_MONTHS } from '@schemas/api/protection-statement-rules';
import { isCallError } from '../../api/call-error';
import {
  askForStatementAtom,
  loadStatementRequestAtom,
  type StatementRequest,
} from '../../atoms/activity-statement';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import styles from './activity-statement.module.css';

/** The member asks customer service for the last twelve months; one request is open at a time. */
export function TwelveMonthRequest() {
  const { i18n } = useLingui();
  const load = useSetAtom(loadStatementRequestAtom);
  const ask = useSetAtom(askForStatementAtom);
  const [request, setRequest] = useState<StatementRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    const ctrl = new AbortController();
    load(ctrl.signal).then(setRequest, () => undefined);
    return () => ctrl.abort();
  }, [load]);

  const submit = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setRequest(await ask());
    } catch (err) {
      if (isCallError(err) && err.code === 'STATEMENT_REQUEST_OPEN') {
        setRequest((err.value as { request: StatementRequest | null } | null)?.request ?? null);
      } else setError(i18n._(msg`The request could not be sent. Please try again.`));
    } finally {
      setBusy(false);
    }
  };

  const months = STATEMENT_REQUEST_MONTHS;
  const open = request?.status === 'open';
  return (
    <section className={`${styles.request} ${styles.noPrint}`} aria-label={i18n._(msg`Older statements`)}>
      <p className={styles.text}>
        {i18n._(
          msg`Need more than 3 months? Ask for a statement of the last ${months} months and customer service will send it to you.`,
        )}
      </p>
      {open && request ? (
        <FormMessage tone="success">
          {i18n._(
            msg`Your request ${request.reference} for ${request.from} to ${request.to} is with customer service. They will send you the statement.`,
          )}
        </FormMessage>
      ) : (
        <Button variant="secondary" busy={busy} onClick={submit}>
          {i18n._(msg`Request ${months}-month statement`)}
        </Button>
      )}
      {error && <FormMessage tone="error">{error}</FormMessage>}
    </section>
  );
}
