import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import {
  CONTRACT_PRODUCTS,
  KIND_PERIODS,
  MAX_TIERS,
  parsePercentText,
  tierProblem,
  type ContractKind,
  type ContractPeriod,
  type ContractProduct,
  type ContractTier,
} from '@schemas/api/agent-rules';
import { parseAmountText } from '@schemas/api/wallet-rules';
import { isCallError } from '../../api/call-error';
import { offerContractAtom } from '../../atoms/agent-contracts';
import {
  contractErrorText,
  contractKindLabel,
  contractPeriodLabel,
  contractProductLabel,
  tierProblemText,
} from '../../i18n/contract-labels';
import { amountProblemText } from '../../i18n/money-errors';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import styles from './agent-contracts.module.css';

type TierText = Record<keyof ContractTier, string>;
type Errors = Record<string, string>;

const blankTier = (): TierText => ({ minBet: '', netLoss: '0', activeMembers: '1', rate: '' });

/**
 * The offer of one contract product to a direct downline agent (R6.8): increasing tiers,
 * checked here with the platform's own rule (`tierProblem`) and again by the platform,
 * which also holds the rate ceiling. A refused field is named under itself.
 */
export function OfferForm({ kind }: { kind: ContractKind }) {
  const { i18n } = useLingui();
  const offer = useSetAtom(offerContractAtom);
  const periods = KIND_PERIODS[kind];
  const [member, setMember] = useState('');
  const [product, setProduct] = useState<ContractProduct>('ALL');
  const [period, setPeriod] = useState<ContractPeriod>(periods[0] ?? 'D');
  const [rateType, setRateType] = useState<'percent' | 'fixed'>('percent');
  const [tiers, setTiers] = useState<TierText[]>([blankTier()]);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const touched = () => {
    setErrors({});
    setDone(null);
  };
  const setTier = (i: number, key: keyof ContractTier) => (value: string) => {
    setTiers((all) => all.map((t, n) => (n === i ? { ...t, [key]: value } : t)));
    touched();
  };

  const parse = (): ContractTier[] | Errors => {
    const found: Errors = {};
    const out = tiers.map((t, i) => {
      const money = (key: 'minBet' | 'netLoss' | 'rate') => {
        const text = t[key].trim();
        if (text === '0') return 0;
        const r = parseAmountText(text);
        if (!r.ok) found[`tiers.${i}.${key}`] = amountProblemText(r.problem);
        return r.ok ? r.minor : 0;
      };
      const members = /^\d{1,6}$/.test(t.activeMembers.trim()) ? Number(t.activeMembers.trim()) : NaN;
      if (Number.isNaN(members)) found[`tiers.${i}.activeMembers`] = i18n._(msg`Enter a whole number`);
      let rate = 0;
      if (rateType === 'percent') {
        const bp = parsePercentText(t.rate);
        if (bp === undefined) found[`tiers.${i}.rate`] = i18n._(msg`Enter a percent such as 1.25`);
        else rate = bp;
      } else rate = money('rate');
      return {
        minBet: money('minBet'),
        netLoss: kind === 'dividend' ? money('netLoss') : 0,
        activeMembers: members,
        rate,
      };
    });
    return Object.keys(found).length > 0 ? found : out;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!member.trim()) return setErrors({ member: i18n._(msg`Enter the username of a direct member`) });
    const parsed = parse();
    if (!Array.isArray(parsed)) return setErrors(parsed);
    const problem = tierProblem(parsed, kind, rateType);
    if (problem) return setErrors({ [problem.field]: tierProblemText(problem) });
    setBusy(true);
    try {
      const made = await offer({ member: member.trim(), kind, product, period, rateType, tiers: parsed });
      setDone(i18n._(msg`Offer sent to ${ph({ name: made.member })}. It waits for their answer.`));
      setTiers([blankTier()]);
      setMember('');
    } catch (err) {
      const field = isCallError(err) ? err.errors[0]?.field : undefined;
      const text = contractErrorText(err);
      setErrors(field && field !== 'contractId' ? { [field]: text } : { form: text });
    } finally {
      setBusy(false);
    }
  };

  const rateLabel = rateType === 'percent' ? i18n._(msg`Rate (%)`) : i18n._(msg`Amount per day`);
  return (
    <form
      className={styles.offer}
      onSubmit={submit}
      noValidate
      aria-label={i18n._(msg`Offer a ${ph({ kind: contractKindLabel(kind) })} contract`)}
    >
      <div className={styles.row}>
        <TextField
          label={i18n._(msg`Direct member`)}
          value={member}
          onChange={(v) => {
            setMember(v);
            touched();
          }}
          maxLength={64}
          autoComplete="off"
          error={errors.member}
        />
        <SelectField
          label={i18n._(msg`Game type`)}
          value={product}
          options={CONTRACT_PRODUCTS.map((p) => ({ value: p, label: contractProductLabel(p) }))}
          onChange={(v) => setProduct(v as ContractProduct)}
          error={errors.product}
        />
        {periods.length > 1 && (
          <SelectField
            label={i18n._(msg`Period`)}
            value={period}
            options={periods.map((p) => ({ value: p, label: contractPeriodLabel(p) }))}
            onChange={(v) => setPeriod(v as ContractPeriod)}
            error={errors.period}
          />
        )}
        {kind === 'dailySalary' && (
          <SelectField
            label={i18n._(msg`Rate type`)}
            value={rateType}
            options={[
              { value: 'percent', label: i18n._(msg`Percent of the bets`) },
              { value: 'fixed', label: i18n._(msg`Fixed amount`) },
            ]}
            onChange={(v) => {
              setRateType(v === 'fixed' ? 'fixed' : 'percent');
              touched();
            }}
            error={errors.rateType}
          />
        )}
      </div>
      {tiers.map((t, i) => (
        <fieldset key={i} className={styles.tier}>
          <legend>{i18n._(msg`Tier ${ph({ n: i + 1 })}`)}</legend>
          <TextField
            label={kind === 'dividend' ? i18n._(msg`Minimum bet`) : i18n._(msg`Bet volume at least`)}
            value={t.minBet}
            onChange={setTier(i, 'minBet')}
            inputMode="decimal"
            error={errors[`tiers.${i}.minBet`]}
          />
          {kind === 'dividend' && (
            <TextField
              label={i18n._(msg`Net loss at least`)}
              value={t.netLoss}
              onChange={setTier(i, 'netLoss')}
              inputMode="decimal"
              error={errors[`tiers.${i}.netLoss`]}
            />
          )}
          <TextField
            label={i18n._(msg`Active members`)}
            value={t.activeMembers}
            onChange={setTier(i, 'activeMembers')}
            inputMode="numeric"
            error={errors[`tiers.${i}.activeMembers`]}
          />
          <TextField
            label={rateLabel}
            value={t.rate}
            onChange={setTier(i, 'rate')}
            inputMode="decimal"
            error={errors[`tiers.${i}.rate`]}
          />
        </fieldset>
      ))}
      {errors.tiers && <FormMessage tone="error">{errors.tiers}</FormMessage>}
      {errors.form && <FormMessage tone="error">{errors.form}</FormMessage>}
      {done && <FormMessage tone="success">{done}</FormMessage>}
      <div className={styles.actions}>
        <Button
          type="button"
          variant="secondary"
          disabled={tiers.length >= MAX_TIERS}
          onClick={() => {
            setTiers((all) => [...all, blankTier()]);
            touched();
          }}
        >
          {i18n._(msg`Add a tier`)}
        </Button>
        {tiers.length > 1 && (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setTiers((all) => all.slice(0, -1));
              touched();
            }}
          >
            {i18n._(msg`Remove the last tier`)}
          </Button>
        )}
        <Button type="submit" busy={busy}>
          {i18n._(msg`Send the offer`)}
        </Button>
      </div>
    </form>
  );
}
