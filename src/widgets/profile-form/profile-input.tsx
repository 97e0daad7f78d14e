import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtomValue } from 'jotai';
import { SOURCES_OF_INCOME } from '@schemas/api/wallet-rules';
import { countriesValueAtom } from '../../atoms/account-settings';
import { readySiteAtom } from '../../atoms/site';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';

type Field =
  | 'nickname'
  | 'birthday'
  | 'idNumber'
  | 'address'
  | 'nationality'
  | 'occupation'
  | 'sourceOfIncome'
  | 'telegram'
  | 'zalo'
  | 'email'
  | 'password';

/** One profile field with its label, input kind and lock. */
export function ProfileInput({
  field,
  value,
  locked,
  error,
  onChange,
}: {
  field: Field;
  value: string;
  locked: boolean;
  error: string | undefined;
  onChange(v: string): void;
}) {
  const { i18n } = useLingui();
  const countries = useAtomValue(countriesValueAtom);
  const ageLimit = useAtomValue(readySiteAtom).settings.ageLimit;
  const lockedHelp = locked ? i18n._(msg`Set. Contact customer service to change it.`) : undefined;
  switch (field) {
    case 'nationality': {
      const names = new Intl.DisplayNames([i18n.locale], { type: 'region' });
      const codes = [...new Set((countries?.countries ?? []).map((c) => c.countryCode))];
      if (value && !codes.includes(value)) codes.unshift(value);
      const options = [
        { value: '', label: i18n._(msg`Not set`) },
        ...codes
          .map((c) => ({ value: c, label: names.of(c) ?? c }))
          .sort((a, b) => a.label.localeCompare(b.label, i18n.locale)),
      ];
      return (
        <SelectField
          label={i18n._(msg`Nationality`)}
          value={value}
          options={options}
          onChange={onChange}
          error={error}
        />
      );
    }
    case 'sourceOfIncome': {
      const labels: Record<(typeof SOURCES_OF_INCOME)[number], string> = {
        salary: i18n._(msg`Salary`),
        business: i18n._(msg`Own business`),
        investment: i18n._(msg`Investments`),
        savings: i18n._(msg`Savings`),
        pension: i18n._(msg`Pension`),
        other: i18n._(msg`Other`),
      };
      return (
        <SelectField
          label={i18n._(msg`Source of income`)}
          value={value}
          options={[
            { value: '', label: i18n._(msg`Not set`) },
            ...SOURCES_OF_INCOME.map((s) => ({ value: s, label: labels[s] })),
          ]}
          onChange={onChange}
          error={error}
        />
      );
    }
    case 'birthday':
      return (
        <TextField
          label={i18n._(msg`Birthday`)}
          type="date"
          value={value}
          onChange={onChange}
          readOnly={locked}
          helper={lockedHelp ?? i18n._(msg`You must be at least ${ageLimit}`)}
          error={error}
        />
      );
    case 'idNumber':
      return (
        <TextField
          label={i18n._(msg`ID number`)}
          value={value}
          onChange={onChange}
          readOnly={locked}
          maxLength={30}
          autoComplete="off"
          helper={lockedHelp}
          error={error}
        />
      );
    case 'password':
      return (
        <TextField
          label={i18n._(msg`Login password (to change the e-mail)`)}
          type="password"
          value={value}
          onChange={onChange}
          autoComplete="current-password"
          revealable
          error={error}
        />
      );
    default: {
      const labels: Record<string, string> = {
        nickname: i18n._(msg`Nickname`),
        address: i18n._(msg`Address`),
        occupation: i18n._(msg`Occupation`),
        telegram: i18n._(msg`Telegram`),
        zalo: i18n._(msg`Zalo`),
        email: i18n._(msg`E-mail`),
      };
      return (
        <TextField
          label={labels[field] ?? field}
          value={value}
          onChange={onChange}
          type={field === 'email' ? 'email' : 'text'}
          inputMode={field === 'zalo' ? 'tel' : undefined}
          autoComplete={field === 'email' ? 'email' : field === 'address' ? 'street-address' : 'off'}
          maxLength={field === 'address' ? 200 : 60}
          placeholder={field === 'telegram' ? '@username' : undefined}
          error={error}
        />
      );
    }
  }
}
