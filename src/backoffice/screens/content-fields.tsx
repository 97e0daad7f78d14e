import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { LANGUAGES, type Language } from '@schemas/site/constants';
import { LANGUAGE_INFO } from '../../i18n/languages';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';

/** A text written per language, as banners and announcements keep it. */
export type Texts = Partial<Record<Language, string>>;

/** The texts that say something, trimmed. */
export const filled = (texts: Texts): Texts =>
  Object.fromEntries(
    Object.entries(texts)
      .map(([k, v]) => [k, v?.trim() ?? ''])
      .filter(([, v]) => v !== ''),
  ) as Texts;

/** A `datetime-local` value (the operator's own time) as an ISO time, or undefined when empty. */
export const isoOf = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** Whether a window ends before it starts (an empty start is now, an empty end never). */
export function endsTooEarly(starts: string, ends: string): boolean {
  const start = starts ? Date.parse(starts) : Date.now();
  return ends !== '' && Date.parse(ends) <= start;
}

/** Which language's texts the operator is writing; the others are kept while switching. */
export function TextsLanguageField({ value, onChange }: { value: Language; onChange(lang: Language): void }) {
  const { i18n } = useLingui();
  return (
    <SelectField
      label={i18n._(msg`Language of the texts`)}
      value={value}
      options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_INFO[l].nativeName }))}
      onChange={(v) => onChange(v as Language)}
    />
  );
}

/** When a banner or announcement shows: both ends optional, in the operator's own time. */
export function WindowFields({
  starts,
  ends,
  onStarts,
  onEnds,
  errors,
}: {
  starts: string;
  ends: string;
  onStarts(value: string): void;
  onEnds(value: string): void;
  errors: { startsAt?: string | undefined; endsAt?: string | undefined };
}) {
  const { i18n } = useLingui();
  return (
    <>
      <TextField
        label={i18n._(msg`Starts (empty: now)`)}
        type="datetime-local"
        value={starts}
        onChange={onStarts}
        error={errors.startsAt}
      />
      <TextField
        label={i18n._(msg`Ends (empty: no end)`)}
        type="datetime-local"
        value={ends}
        onChange={onEnds}
        error={errors.endsAt}
      />
    </>
  );
}
