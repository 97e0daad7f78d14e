import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { POINT_ITEM_NAME_MAX, POINT_ITEM_TYPES, type PointItemType } from '@schemas/api/ops/point-item-rules';
import { LANGUAGES, type Language } from '@schemas/site/constants';
import { LANGUAGE_INFO } from '../../i18n/languages';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { savePointItemAtom, type PointItemView } from '../atoms/point-item-atoms';
import { ActionDialog } from './action-dialog';
import { callProblem, refusedField } from './call-problem';
import own from './content-screens.module.css';

type Field = 'type' | 'name' | 'points' | 'amount' | 'stock' | 'maxQuantity' | 'sort';
const FIELDS: readonly string[] = ['type', 'name', 'points', 'amount', 'stock', 'maxQuantity', 'sort'];
type Texts = Partial<Record<Language, string>>;

export const POINT_ITEM_TYPE_LABEL: Record<PointItemType, MessageDescriptor> = {
  cash: msg`Cash`,
  physical: msg`Goods`,
  topup: msg`Mobile top-up`,
};

const filled = (texts: Texts): Texts =>
  Object.fromEntries(
    Object.entries(texts)
      .map(([k, v]) => [k, v?.trim() ?? ''])
      .filter(([, v]) => v !== ''),
  ) as Texts;

/** A whole number typed in a field, or NaN (the platform names what is wrong). */
const wholeOf = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * Add a point-mall item or edit one: its name per language, type, price in points, cash value
 * (cash and top-ups), stock (empty: unlimited), most units per redemption and place. The stock
 * the operator saw goes with the edit, so the platform refuses it when redemptions moved the
 * stock meanwhile.
 */
export function PointItemDialog({
  merchant,
  item,
  onClose,
  onDone,
}: {
  merchant: string | undefined;
  item: PointItemView | undefined;
  onClose(): void;
  onDone(item: PointItemView): void;
}) {
  const { i18n } = useLingui();
  const save = useSetAtom(savePointItemAtom);
  const [lang, setLang] = useState<Language>('EN');
  const [names, setNames] = useState<Texts>(item?.name ?? {});
  const [type, setType] = useState<PointItemType>(item?.type ?? 'physical');
  const [points, setPoints] = useState(item ? String(item.points) : '');
  const [amount, setAmount] = useState(item && item.amount > 0 ? (item.amount / 100).toFixed(2) : '');
  const [stock, setStock] = useState(item?.stock === null || !item ? '' : String(item.stock));
  const [maxQuantity, setMaxQuantity] = useState(String(item?.maxQuantity ?? 10));
  const [sort, setSort] = useState(item ? String(item.sort) : '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = item?.id;

  async function submit() {
    setProblem(undefined);
    if (!filled(names).EN) {
      setErrors({ name: i18n._(msg`Write the name in English at least`) });
      setLang('EN');
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { item: saved } = await save({
        ...(id ? { id } : {}),
        ...(merchant ? { merchant } : {}),
        type,
        name: filled(names),
        points: wholeOf(points),
        ...(type !== 'physical' && amount.trim() ? { amount: amount.trim() } : {}),
        stock: stock.trim() === '' ? null : wholeOf(stock),
        ...(item ? { stockWas: item.stock } : {}),
        maxQuantity: wholeOf(maxQuantity),
        ...(sort.trim() !== '' ? { sort: wholeOf(sort) } : {}),
      });
      onDone(saved);
    } catch (err) {
      setBusy(false);
      const refused = refusedField(err, FIELDS);
      if (refused) setErrors({ [refused.field]: refused.text });
      else setProblem(i18n._(callProblem(err)));
    }
  }

  return (
    <ActionDialog
      title={id ? i18n._(msg`Edit item #${id}`) : i18n._(msg`New point-mall item`)}
      confirm={id ? i18n._(msg`Save`) : i18n._(msg`Add item`)}
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onClose={onClose}
      width={560}
    >
      <div className={own.row}>
        <SelectField
          label={i18n._(msg`Language of the name`)}
          value={lang}
          options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_INFO[l].nativeName }))}
          onChange={(v) => setLang(v as Language)}
        />
        <TextField
          label={i18n._(msg`Name`)}
          value={names[lang] ?? ''}
          onChange={(v) => setNames((t) => ({ ...t, [lang]: v }))}
          maxLength={POINT_ITEM_NAME_MAX}
          required={lang === 'EN'}
          error={errors.name}
        />
      </div>
      <div className={own.row}>
        <SelectField
          label={i18n._(msg`Type`)}
          value={type}
          options={POINT_ITEM_TYPES.map((t) => ({ value: t, label: i18n._(POINT_ITEM_TYPE_LABEL[t]) }))}
          onChange={(v) => setType(v as PointItemType)}
          error={errors.type}
        />
        <TextField
          label={i18n._(msg`Price in points`)}
          value={points}
          onChange={setPoints}
          inputMode="numeric"
          required
          error={errors.points}
        />
      </div>
      <div className={own.row}>
        {type !== 'physical' && (
          <TextField
            label={type === 'cash' ? i18n._(msg`Cash credited per unit`) : i18n._(msg`Top-up value per unit`)}
            value={amount}
            onChange={setAmount}
            inputMode="decimal"
            required
            error={errors.amount}
          />
        )}
        <TextField
          label={i18n._(msg`Stock (empty: unlimited)`)}
          value={stock}
          onChange={setStock}
          inputMode="numeric"
          error={errors.stock}
        />
      </div>
      <div className={own.row}>
        <TextField
          label={i18n._(msg`Most units per redemption`)}
          value={maxQuantity}
          onChange={setMaxQuantity}
          inputMode="numeric"
          required
          error={errors.maxQuantity}
        />
        <TextField
          label={i18n._(msg`Place in the catalogue (empty: last)`)}
          value={sort}
          onChange={setSort}
          inputMode="numeric"
          error={errors.sort}
        />
      </div>
    </ActionDialog>
  );
}
