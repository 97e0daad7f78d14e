import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { BannerState } from '@schemas/api/ops/banner-rules';
import { Button } from '../../ui/form/button';
import type { BannerView } from '../atoms/banner-atoms';
import { BANNER_LINK_LABEL, BANNER_STATE_LABEL } from './banner-labels';
import { formatDate } from './format';
import own from './content-screens.module.css';
import cards from './banners-screen.module.css';

export interface BannerCardActions {
  onEdit(): void;
  onVisibility(): void;
  onUp?: (() => void) | undefined;
  onDown?: (() => void) | undefined;
}

/**
 * One banner as operators see it: its picture at the group's ratio, where it stands, its
 * texts per language (as text), its link, window and languages; editors get its actions.
 */
export function BannerCard({
  banner,
  aspectRatio,
  actions,
}: {
  banner: BannerView;
  aspectRatio: number;
  actions?: BannerCardActions | undefined;
}) {
  const { i18n } = useLingui();
  const id = banner.id;
  const position = banner.position;
  const shownIn = banner.languages?.join(', ') ?? '';
  const linkLabel = BANNER_LINK_LABEL[banner.linkType as keyof typeof BANNER_LINK_LABEL];
  return (
    <li
      className={`${own.card} ${cards.card}`}
      aria-label={i18n._(msg`Banner #${id}`)}
      {...(banner.state === 'hidden' ? { 'data-hidden': '' } : {})}
    >
      <img
        className={cards.preview}
        src={banner.image}
        alt={i18n._(msg`Picture of banner #${id}`)}
        style={{ aspectRatio: String(aspectRatio) }}
        loading="lazy"
      />
      <div className={cards.body}>
        <div className={own.head}>
          <span className={own.id}>#{id}</span>
          <span className={own.badge} data-state={banner.state === 'showing' ? 'shown' : banner.state}>
            {i18n._(BANNER_STATE_LABEL[banner.state as BannerState])}
          </span>
          <span>{i18n._(msg`Position ${position}`)}</span>
        </div>
        <dl className={own.texts}>
          {Object.entries(banner.title).map(([lang, title]) => (
            <div key={lang} className={own.text}>
              <dt className={own.lang}>{lang}</dt>
              <dd>
                <strong>{title}</strong>
                {banner.subtitle[lang] ? ` · ${banner.subtitle[lang]}` : ''}
                {banner.cta[lang] ? ` · [${banner.cta[lang]}]` : ''}
              </dd>
            </div>
          ))}
        </dl>
        <p className={cards.meta}>
          {linkLabel ? i18n._(linkLabel) : banner.linkType}
          {banner.link ? `: ${banner.link}` : ''}
        </p>
        <p className={cards.meta}>
          {banner.languages ? i18n._(msg`Shows in: ${shownIn}`) : i18n._(msg`Shows in every language`)}
          {' · '}
          {formatDate(banner.startsAt, i18n.locale)}
          {' – '}
          {banner.endsAt ? formatDate(banner.endsAt, i18n.locale) : i18n._(msg`no end`)}
        </p>
        {actions && (
          <div className={cards.actions}>
            <Button variant="secondary" onClick={actions.onEdit} aria-label={i18n._(msg`Edit banner #${id}`)}>
              {i18n._(msg`Edit`)}
            </Button>
            <Button
              variant="secondary"
              onClick={actions.onVisibility}
              aria-label={
                banner.state === 'hidden' ? i18n._(msg`Show banner #${id}`) : i18n._(msg`Hide banner #${id}`)
              }
            >
              {banner.state === 'hidden' ? i18n._(msg`Show`) : i18n._(msg`Hide`)}
            </Button>
            {actions.onUp && (
              <Button
                variant="secondary"
                onClick={actions.onUp}
                aria-label={i18n._(msg`Move banner #${id} up`)}
              >
                ↑
              </Button>
            )}
            {actions.onDown && (
              <Button
                variant="secondary"
                onClick={actions.onDown}
                aria-label={i18n._(msg`Move banner #${id} down`)}
              >
                ↓
              </Button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
