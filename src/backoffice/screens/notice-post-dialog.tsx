import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import {
  NOTICE_CATEGORY_MAX,
  NOTICE_CONTENT_MAX,
  NOTICE_TITLE_MAX,
  NOTICE_TYPES,
  type NoticeType,
} from '@schemas/api/ops/content-rules';
import { LANGUAGES, type Language } from '@schemas/site/constants';
import { LANGUAGE_INFO } from '../../i18n/languages';
import { SelectField } from '../../ui/form/select-field';
import { TextAreaField } from '../../ui/form/text-area-field';
import { TextField } from '../../ui/form/text-field';
import { postNoticeAtom, type NoticeView } from '../atoms/content-atoms';
import { ActionDialog } from './action-dialog';
import { endsTooEarly, filled, isoOf, TextsLanguageField, WindowFields, type Texts } from './content-fields';
import { callProblem, refusedField } from './call-problem';
import { NOTICE_TYPE_LABEL } from './notice-labels';
import { usePlatformWide } from './queue-parts';
import own from './content-screens.module.css';

type Field = 'merchant' | 'type' | 'title' | 'content' | 'category' | 'startsAt' | 'endsAt';
const FIELDS: readonly string[] = ['merchant', 'type', 'title', 'content', 'category', 'startsAt', 'endsAt'];
/**
 * Publish an announcement: its type, a title and content for each language written (one
 * language at a time, the others kept while switching), an optional window. The content is
 * HTML the portal shows; the platform removes scripts and the like when it is saved.
 */
export function NoticePostDialog({ onClose, onDone }: { onClose(): void; onDone(notice: NoticeView): void }) {
  const { i18n } = useLingui();
  const post = useSetAtom(postNoticeAtom);
  const platformWide = usePlatformWide();
  const [merchant, setMerchant] = useState('');
  const [type, setType] = useState<NoticeType>('B');
  const [lang, setLang] = useState<Language>('EN');
  const [titles, setTitles] = useState<Texts>({});
  const [contents, setContents] = useState<Texts>({});
  const [category, setCategory] = useState('');
  const [starts, setStarts] = useState('');
  const [ends, setEnds] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const title = i18n._(msg`New announcement`);
  const written = LANGUAGES.filter((l) => titles[l]?.trim() || contents[l]?.trim())
    .map((l) => LANGUAGE_INFO[l].nativeName)
    .join(', ');

  function check(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (platformWide && !merchant.trim()) found.merchant = i18n._(msg`Name the merchant it is for`);
    if (Object.keys(filled(titles)).length === 0)
      found.title = i18n._(msg`Write a title in at least one language`);
    if (Object.keys(filled(contents)).length === 0)
      found.content = i18n._(msg`Write the content in at least one language`);
    if (endsTooEarly(starts, ends)) found.endsAt = i18n._(msg`The end must be after the start`);
    return found;
  }

  async function submit() {
    setProblem(undefined);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { notice } = await post({
        type,
        title: filled(titles),
        content: filled(contents),
        ...(platformWide ? { merchant: merchant.trim().toLowerCase() } : {}),
        ...(category.trim() ? { category: category.trim() } : {}),
        ...(starts ? { startsAt: isoOf(starts) as string } : {}),
        ...(ends ? { endsAt: isoOf(ends) as string } : {}),
      });
      onDone(notice);
    } catch (err) {
      setBusy(false);
      const refused = refusedField(err, FIELDS);
      if (refused) setErrors({ [refused.field]: refused.text });
      else setProblem(i18n._(callProblem(err)));
    }
  }

  return (
    <ActionDialog
      title={title}
      confirm={i18n._(msg`Publish`)}
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onClose={onClose}
      width={640}
    >
      <div className={own.row}>
        {platformWide && (
          <TextField
            label={i18n._(msg`Merchant code`)}
            value={merchant}
            onChange={setMerchant}
            maxLength={32}
            autoCapitalize="none"
            spellCheck={false}
            required
            error={errors.merchant}
          />
        )}
        <SelectField
          label={i18n._(msg`Type`)}
          value={type}
          options={NOTICE_TYPES.map((t) => ({ value: t, label: i18n._(NOTICE_TYPE_LABEL[t]) }))}
          onChange={(v) => setType(v as NoticeType)}
          error={errors.type}
        />
        <TextsLanguageField value={lang} onChange={setLang} />
      </div>
      <p className={own.written} aria-live="polite">
        {written
          ? i18n._(msg`Written in: ${written}`)
          : i18n._(msg`Members read the English texts where their language has none.`)}
      </p>
      <TextField
        label={i18n._(msg`Title`)}
        value={titles[lang] ?? ''}
        onChange={(v) => setTitles((t) => ({ ...t, [lang]: v }))}
        maxLength={NOTICE_TITLE_MAX}
        required
        error={errors.title}
      />
      <TextAreaField
        label={i18n._(msg`Content (HTML)`)}
        rows={7}
        value={contents[lang] ?? ''}
        maxLength={NOTICE_CONTENT_MAX}
        onChange={(v) => setContents((c) => ({ ...c, [lang]: v }))}
        helper={i18n._(
          msg`Scripts, event attributes, styles, forms and frames are removed when it is saved.`,
        )}
        error={errors.content}
      />
      <div className={own.row}>
        <WindowFields starts={starts} ends={ends} onStarts={setStarts} onEnds={setEnds} errors={errors} />
        <TextField
          label={i18n._(msg`Category (optional)`)}
          value={category}
          onChange={setCategory}
          maxLength={NOTICE_CATEGORY_MAX}
          error={errors.category}
        />
      </div>
    </ActionDialog>
  );
}
