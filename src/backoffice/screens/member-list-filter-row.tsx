import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { LIST_FILTERS, type ListFilterValues, type PagedPart } from './member-list-filters';
import own from './member-activity.module.css';

/**
 * The filters above one of the member's lists: a day range and the list's own filter. Each
 * change applies at once (the list reloads from its first page), so there is no button to find.
 */
export function MemberListFilterRow({
  part,
  values,
  onChange,
  toError,
}: {
  part: PagedPart;
  values: ListFilterValues;
  onChange(values: ListFilterValues): void;
  /** Why the last day cannot be used, if it cannot. */
  toError?: string | undefined;
}) {
  const { i18n } = useLingui();
  const filter = LIST_FILTERS[part];
  const set = (key: keyof ListFilterValues) => (value: string) => onChange({ ...values, [key]: value });
  return (
    <div className={own.filters} role="group" aria-label={i18n._(msg`Filters`)}>
      <TextField label={i18n._(msg`From`)} type="date" value={values.from} onChange={set('from')} />
      <TextField
        label={i18n._(msg`To`)}
        type="date"
        value={values.to}
        onChange={set('to')}
        min={values.from || undefined}
        error={toError}
      />
      <SelectField
        label={i18n._(filter.label)}
        value={values.value}
        options={[
          { value: '', label: i18n._(filter.every) },
          ...filter.options.map((o) => ({ value: o.value, label: i18n._(o.label) })),
        ]}
        onChange={set('value')}
      />
    </div>
  );
}
