import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { parsePercentText, percentText, REBATE_PRODUCTS, type RebateProduct } from '@schemas/api/agent-rules';
import type { ResponseOf } from '@schemas/api/endpoint';
import type { listRegistrationLinks } from '../../api/endpoints';
import { isCallError } from '../../api/call-error';
import { createLinkAtom, registrationLinksAtom } from '../../atoms/agent-registration';
import { useAsyncAtom } from '../../atoms/async';
import { accountErrorText } from '../../i18n/account-errors';
import { gameTypeLabel } from '../../i18n/record-labels';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { SkeletonRows } from '../../ui/skeleton/skeleton';
import { EmptyState, ErrorState } from '../../ui/state-view/state-view';
import { LinkCard } from './link-card';
import styles from './agent-registration.module.css';

type Info = ResponseOf<typeof listRegistrationLinks>;

/** Registration links: a form for a new one, then the agent's live links. */
export function RegistrationLinks({ qrSize }: { qrSize: number }) {
  const { i18n } = useLingui();
  const info = useAsyncAtom(registrationLinksAtom);
  const refresh = useSetAtom(registrationLinksAtom);
  // Registrations arrive while the page is elsewhere: each visit counts afresh.
  useEffect(() => refresh(), [refresh]);
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {i18n._(msg`Registration links`)}
      </h3>
      {info.error ? (
        <ErrorState
          message={accountErrorText(info.error)}
          retryLabel={i18n._(msg`Try again`)}
          onRetry={info.retry}
        />
      ) : !info.data ? (
        <SkeletonRows rows={3} height={72} label={i18n._(msg`Loading your registration links`)} />
      ) : (
        <>
          <NewLinkForm info={info.data} />
          {info.data.links.length === 0 ? (
            <EmptyState title={i18n._(msg`No registration links yet`)}>
              {i18n._(msg`Create one, then share its address or QR code.`)}
            </EmptyState>
          ) : (
            <ul className={styles.links} aria-label={i18n._(msg`Your registration links`)}>
              {info.data.links.map((l) => (
                <LinkCard key={l.id} link={l} qrSize={qrSize} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function NewLinkForm({ info }: { info: Info }) {
  const { i18n } = useLingui();
  const create = useSetAtom(createLinkAtom);
  const [type, setType] = useState<'player' | 'agent'>('player');
  const [rates, setRates] = useState<Partial<Record<RebateProduct, string>>>({});
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const full = info.links.length >= info.maxLinks;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const rebates: Partial<Record<RebateProduct, number>> = {};
    for (const p of REBATE_PRODUCTS) {
      const text = rates[p]?.trim() ?? '';
      if (!text) continue;
      const bp = parsePercentText(text);
      if (bp === undefined) return setErrors({ [p]: i18n._(msg`Enter a percent with at most 2 decimals`) });
      const max = info.maxRebates[p] ?? 0;
      if (bp > max) return setErrors({ [p]: i18n._(msg`At most ${ph({ max: percentText(max) })} %`) });
      rebates[p] = bp;
    }
    setBusy(true);
    try {
      const link = await create({ type: info.canMakeAgents ? type : 'player', rebates });
      setDone(i18n._(msg`Link ${ph({ code: link.code })} is ready to share.`));
      setRates({});
    } catch (err) {
      const field = isCallError(err) ? err.errors[0]?.field : undefined;
      const product = field?.startsWith('rebates.') ? field.slice('rebates.'.length) : undefined;
      setErrors(product ? { [product]: accountErrorText(err) } : { form: accountErrorText(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.newLink}
      onSubmit={submit}
      noValidate
      aria-label={i18n._(msg`New registration link`)}
    >
      <SelectField
        label={i18n._(msg`Registers`)}
        value={info.canMakeAgents ? type : 'player'}
        options={[
          { value: 'player', label: i18n._(msg`Players`) },
          // An agent at the site's last agent level makes links for players only.
          ...(info.canMakeAgents ? [{ value: 'agent', label: i18n._(msg`Sub-agents`) }] : []),
        ]}
        onChange={(v) => setType(v === 'agent' ? 'agent' : 'player')}
      />
      <fieldset className={styles.rebates}>
        <legend>{i18n._(msg`Rebates (%)`)}</legend>
        {REBATE_PRODUCTS.map((p) => (
          <TextField
            key={p}
            label={gameTypeLabel(p)}
            value={rates[p] ?? ''}
            onChange={(v) => {
              setRates({ ...rates, [p]: v });
              setErrors({});
              setDone(null);
            }}
            inputMode="decimal"
            placeholder="0.00"
            helper={i18n._(msg`At most ${ph({ max: percentText(info.maxRebates[p] ?? 0) })} %`)}
            error={errors[p]}
          />
        ))}
      </fieldset>
      {full && (
        <FormMessage tone="error">
          {i18n._(
            msg`You have ${ph({ count: info.maxLinks })} links, the most you can keep. Delete one first.`,
          )}
        </FormMessage>
      )}
      {errors.form && <FormMessage tone="error">{errors.form}</FormMessage>}
      {done && <FormMessage tone="success">{done}</FormMessage>}
      <Button type="submit" busy={busy} disabled={full} className={styles.submit}>
        {i18n._(msg`Create link`)}
      </Button>
    </form>
  );
}
