import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { isLanguage, LANGUAGE_INFO } from '../../i18n/languages';
import { Button } from '../../ui/form/button';
import type { NoticeView } from '../atoms/content-atoms';
import { formatDate } from './format';
import { NOTICE_STATE_LABEL, NOTICE_TYPE_LABEL } from './notice-labels';
import styles from './back-office.module.css';
import own from './content-screens.module.css';

/**
 * One announcement: its type, where it stands, its window and its texts per language. The
 * title and the HTML are drawn as text (what was saved, markup and all), never as markup:
 * the back office is not where an operator's HTML runs.
 */
export function NoticeCard({
  notice: n,
  showMerchant,
  onHide,
}: {
  notice: NoticeView;
  showMerchant: boolean;
  onHide?: () => void;
}) {
  const { i18n } = useLingui();
  const id = n.id;
  const starts = formatDate(n.startsAt, i18n.locale);
  const ends = n.endsAt ? formatDate(n.endsAt, i18n.locale) : null;
  const languages = [...new Set([...Object.keys(n.title), ...Object.keys(n.content)])];
  // English first (what members read where their language has none), the others folded.
  const first = languages.includes('EN') ? 'EN' : languages[0];
  const rest = languages.filter((l) => l !== first);
  const others = rest.length;
  return (
    <li className={own.card} aria-label={i18n._(msg`Notice #${id}`)}>
      <div className={own.head}>
        <span className={own.id}>#{n.id}</span>
        <span className={own.badge} data-state={n.state}>
          {i18n._(NOTICE_STATE_LABEL[n.state])}
        </span>
        <span>{i18n._(NOTICE_TYPE_LABEL[n.type])}</span>
        {n.category && <span className={styles.muted}>{n.category}</span>}
        {showMerchant && <span className={styles.muted}>{n.merchant}</span>}
        <span className={styles.muted}>
          {ends ? i18n._(msg`From ${starts} until ${ends}`) : i18n._(msg`From ${starts}, no end`)}
        </span>
      </div>
      <NoticeTexts notice={n} languages={first ? [first] : []} />
      {rest.length > 0 && (
        <details className={own.more}>
          <summary>{i18n._(msg`Other languages (${others})`)}</summary>
          <NoticeTexts notice={n} languages={rest} />
        </details>
      )}
      {onHide && (
        <span className={styles.actions}>
          <Button
            size="small"
            variant="secondary"
            aria-label={i18n._(msg`Hide notice #${id}`)}
            onClick={onHide}
          >
            {i18n._(msg`Hide`)}
          </Button>
        </span>
      )}
    </li>
  );
}

/** Each language's title and HTML, as text. */
function NoticeTexts({ notice: n, languages }: { notice: NoticeView; languages: string[] }) {
  return (
    <dl className={own.texts}>
      {languages.map((lang) => (
        <div key={lang} className={own.text}>
          <dt className={own.lang}>{isLanguage(lang) ? LANGUAGE_INFO[lang].nativeName : lang}</dt>
          <dd className={own.textBody}>
            <span className={own.noticeTitle}>{n.title[lang] ?? ''}</span>
            <code className={own.html}>{n.content[lang] ?? ''}</code>
          </dd>
        </div>
      ))}
    </dl>
  );
}
