import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import {
  BANNER_CTA_MAX,
  BANNER_IMAGE_MAX_BYTES,
  BANNER_IMAGE_TYPES,
  BANNER_LINK_MAX,
  BANNER_LINK_TYPES,
  BANNER_SUBTITLE_MAX,
  BANNER_TITLE_MAX,
  type BannerLinkType,
} from '@schemas/api/ops/banner-rules';
import { LANGUAGES, type Language } from '@schemas/site/constants';
import { CallError } from '../../api/call-error';
import { LANGUAGE_INFO } from '../../i18n/languages';
import { Checkbox } from '../../ui/form/checkbox';
import { FilePicker } from '../../ui/form/file-picker';
import { FormMessage } from '../../ui/form/form-message';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { saveBannerAtom, uploadBannerImageAtom, type BannerView } from '../atoms/banner-atoms';
import { ActionDialog } from './action-dialog';
import { endsTooEarly, filled, isoOf, TextsLanguageField, WindowFields, type Texts } from './content-fields';
import { BANNER_LINK_LABEL } from './banner-labels';
import { callProblem, refusedField } from './call-problem';
import own from './content-screens.module.css';
import cards from './banners-screen.module.css';

type Field =
  'image' | 'title' | 'subtitle' | 'cta' | 'linkType' | 'link' | 'startsAt' | 'endsAt' | 'languages';
const FIELDS: readonly string[] = [
  'image',
  'title',
  'subtitle',
  'cta',
  'linkType',
  'link',
  'startsAt',
  'endsAt',
  'languages',
];
/** An ISO time as a `datetime-local` value in the operator's own time. */
function localOf(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
/** A file's bytes as base64 (without the data-URL prefix). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/**
 * Add a banner to a group or edit one: its picture (uploaded at once and previewed at the
 * group's ratio), a title, line and button label per language, what a click opens, an
 * optional window and the languages it shows in (none ticked: every language).
 */
export function BannerDialog({
  group,
  merchant,
  aspectRatio,
  banner,
  onClose,
  onDone,
}: {
  group: string;
  merchant: string | undefined;
  aspectRatio: number;
  banner: BannerView | undefined;
  onClose(): void;
  onDone(banner: BannerView): void;
}) {
  const { i18n } = useLingui();
  const save = useSetAtom(saveBannerAtom);
  const upload = useSetAtom(uploadBannerImageAtom);
  const [image, setImage] = useState(banner?.image ?? '');
  const [uploading, setUploading] = useState(false);
  const [lang, setLang] = useState<Language>('EN');
  const [titles, setTitles] = useState<Texts>(banner?.title ?? {});
  const [subtitles, setSubtitles] = useState<Texts>(banner?.subtitle ?? {});
  const [ctas, setCtas] = useState<Texts>(banner?.cta ?? {});
  const [linkType, setLinkType] = useState<BannerLinkType>(
    (BANNER_LINK_TYPES as readonly string[]).includes(banner?.linkType ?? '')
      ? (banner?.linkType as BannerLinkType)
      : 'none',
  );
  const [link, setLink] = useState(banner?.link ?? '');
  const [starts, setStarts] = useState(localOf(banner?.startsAt));
  const [ends, setEnds] = useState(localOf(banner?.endsAt));
  const [languages, setLanguages] = useState<readonly string[]>(banner?.languages ?? []);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = banner?.id;
  const title = id ? i18n._(msg`Edit banner #${id}`) : i18n._(msg`New banner in ${group}`);

  async function choose(files: File[]) {
    const [file] = files;
    if (!file) return;
    setErrors((found) => ({ ...found, image: undefined }));
    if (file.size > BANNER_IMAGE_MAX_BYTES) {
      setErrors((found) => ({ ...found, image: i18n._(msg`The picture is larger than 2 MB`) }));
      return;
    }
    setUploading(true);
    try {
      const stored = await upload({ data: await base64Of(file), ...(merchant ? { merchant } : {}) });
      setImage(stored.image);
    } catch (err) {
      const first = err instanceof CallError ? err.errors[0] : undefined;
      setErrors((found) => ({
        ...found,
        image: first ? `${first.field}: ${first.message}` : i18n._(callProblem(err)),
      }));
    } finally {
      setUploading(false);
    }
  }

  function check(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (!image) found.image = i18n._(msg`Upload a picture`);
    if (Object.keys(filled(titles)).length === 0)
      found.title = i18n._(msg`Write a title in at least one language`);
    if (linkType !== 'none' && !link.trim()) found.link = i18n._(msg`Say where the banner leads`);
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
      const { banner: saved } = await save({
        ...(id ? { id } : {}),
        ...(merchant ? { merchant } : {}),
        group,
        image,
        title: filled(titles),
        subtitle: filled(subtitles),
        cta: filled(ctas),
        linkType,
        ...(linkType !== 'none' ? { link: link.trim() } : {}),
        ...(starts ? { startsAt: isoOf(starts) as string } : {}),
        ...(ends ? { endsAt: isoOf(ends) as string } : {}),
        languages: LANGUAGES.filter((l) => languages.includes(l)),
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
      title={title}
      confirm={id ? i18n._(msg`Save`) : i18n._(msg`Add banner`)}
      busy={busy || uploading}
      problem={problem}
      onSubmit={submit}
      onClose={onClose}
      width={640}
    >
      <div className={cards.upload}>
        <FilePicker
          label={i18n._(msg`Picture (PNG, JPEG or WebP, at most 2 MB)`)}
          accept={BANNER_IMAGE_TYPES.join(',')}
          invalid={errors.image !== undefined}
          onFiles={(files) => void choose(files)}
        />
        {uploading && <p role="status">{i18n._(msg`Uploading the picture…`)}</p>}
        {errors.image && <FormMessage tone="error">{errors.image}</FormMessage>}
        {image && (
          <img
            className={cards.preview}
            src={image}
            alt={i18n._(msg`Preview of the picture`)}
            style={{ aspectRatio: String(aspectRatio) }}
          />
        )}
      </div>
      <TextsLanguageField value={lang} onChange={setLang} />
      <TextField
        label={i18n._(msg`Title`)}
        value={titles[lang] ?? ''}
        onChange={(v) => setTitles((t) => ({ ...t, [lang]: v }))}
        maxLength={BANNER_TITLE_MAX}
        required
        error={errors.title}
      />
      <div className={own.row}>
        <TextField
          label={i18n._(msg`Subtitle (optional)`)}
          value={subtitles[lang] ?? ''}
          onChange={(v) => setSubtitles((t) => ({ ...t, [lang]: v }))}
          maxLength={BANNER_SUBTITLE_MAX}
          error={errors.subtitle}
        />
        <TextField
          label={i18n._(msg`Button label (optional)`)}
          value={ctas[lang] ?? ''}
          onChange={(v) => setCtas((t) => ({ ...t, [lang]: v }))}
          maxLength={BANNER_CTA_MAX}
          error={errors.cta}
        />
      </div>
      <div className={own.row}>
        <SelectField
          label={i18n._(msg`A click opens`)}
          value={linkType}
          options={BANNER_LINK_TYPES.map((t) => ({ value: t, label: i18n._(BANNER_LINK_LABEL[t]) }))}
          onChange={(v) => setLinkType(v as BannerLinkType)}
          error={errors.linkType}
        />
        {linkType !== 'none' && (
          <TextField
            label={
              linkType === 'route'
                ? i18n._(msg`Page path, e.g. /promotions`)
                : linkType === 'url'
                  ? i18n._(msg`Web address (https://…)`)
                  : i18n._(msg`Promotion id`)
            }
            value={link}
            onChange={setLink}
            maxLength={BANNER_LINK_MAX}
            autoCapitalize="none"
            spellCheck={false}
            error={errors.link}
          />
        )}
      </div>
      <div className={own.row}>
        <WindowFields starts={starts} ends={ends} onStarts={setStarts} onEnds={setEnds} errors={errors} />
      </div>
      <fieldset className={cards.languages}>
        <legend>{i18n._(msg`Shows in (none ticked: every language)`)}</legend>
        {LANGUAGES.map((l) => (
          <Checkbox
            key={l}
            checked={languages.includes(l)}
            onChange={(on) => setLanguages((all) => (on ? [...all, l] : all.filter((x) => x !== l)))}
          >
            {LANGUAGE_INFO[l].nativeName}
          </Checkbox>
        ))}
      </fieldset>
      {errors.languages && <FormMessage tone="error">{errors.languages}</FormMessage>}
    </ActionDialog>
  );
}
