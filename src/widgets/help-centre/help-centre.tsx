import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { HelpCategory } from '@schemas/api/content-shapes';
import { helpCenterAtom } from '../../atoms/help-center';
import { RichText } from '../../ui/rich-text/rich-text';
import type { WidgetBaseProps } from '../define-widget';
import { ContactSection } from './contact-section';
import type { HelpCentreProps } from './help-centre.props';
import styles from './help-centre.module.css';
import { useAsyncState } from '../../atoms/async';

/** Plain text of an article's HTML, for the search. */
function plain(html: string): string {
  return html.replace(/<[^>]+>/g, ' ');
}

/** Articles whose title or text holds every word of the query (case and accents ignored). */
export function searchHelp(categories: HelpCategory[], query: string): HelpCategory[] {
  const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return categories;
  return categories
    .map((c) => ({
      ...c,
      articles: c.articles.filter((a) => {
        const haystack = fold(`${a.title} ${plain(a.content)} ${c.title}`);
        return words.every((w) => haystack.includes(w));
      }),
    }))
    .filter((c) => c.articles.length > 0);
}

function Articles({ categories }: { categories: HelpCategory[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      {categories.map((c) => (
        <section key={c.key} id={c.key} className={styles.category} aria-labelledby={`help-${c.key}`}>
          <h2 id={`help-${c.key}`} className={styles.sectionTitle}>
            {c.title}
          </h2>
          <ul className={styles.articles}>
            {c.articles.map((a) => {
              const expanded = open === a.id;
              return (
                <li key={a.id} className={styles.article} data-open={expanded || undefined}>
                  <button
                    type="button"
                    className={styles.question}
                    aria-expanded={expanded}
                    aria-controls={`answer-${a.id}`}
                    onClick={() => setOpen(expanded ? null : a.id)}
                  >
                    <span>{a.title}</span>
                    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                      <path
                        d="M6 9l6 6 6-6"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2.2"
                        strokeLinecap="round"
                      />
                    </svg>
                  </button>
                  {expanded && (
                    <div id={`answer-${a.id}`} className={styles.answer}>
                      <RichText html={a.content} />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}

/**
 * The help centre (spec §2 /help and /helpmc; R2.12, R7.56): search, questions and
 * answers by category, and the ways to reach customer service.
 */
export default function HelpCentre({ variant = 'page' }: HelpCentreProps & WidgetBaseProps) {
  const { t } = useLingui();
  const state = useAsyncState(helpCenterAtom);
  const refresh = useSetAtom(helpCenterAtom);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const { hash } = useLocation();
  const categories = useMemo(() => (state.state === 'hasData' ? state.data : []), [state]);
  const found = useMemo(() => searchHelp(categories, deferred), [categories, deferred]);
  const bare = variant === 'bare';

  // Sections arrive after the first paint: scroll to the asked one once they exist.
  useEffect(() => {
    if (!hash || state.state !== 'hasData') return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash, state.state]);

  return (
    <div className={`${styles.help} ${bare ? styles.bare : ''}`}>
      <header className={styles.hero}>
        <h1 className={styles.title}>
          <Trans>Help centre</Trans>
        </h1>
        <input
          type="search"
          className={styles.search}
          placeholder={t`Search questions, e.g. withdrawal`}
          aria-label={t`Search the help centre`}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </header>
      {!bare && state.state === 'hasData' && categories.length > 0 && (
        <nav className={styles.toc} aria-label={t`Help topics`}>
          {categories.map((c) => (
            <a key={c.key} href={`#${c.key}`} className={styles.topic}>
              {c.title}
            </a>
          ))}
          <a href="#contact" className={styles.topic}>
            <Trans>Contact us</Trans>
          </a>
        </nav>
      )}
      <div className={styles.body}>
        {state.state === 'loading' && (
          <div aria-busy="true" className={styles.skeletons}>
            {Array.from({ length: 6 }, (_, i) => (
              <span key={i} className={styles.skeleton} />
            ))}
          </div>
        )}
        {state.state === 'hasError' && (
          <div className={styles.state} role="alert">
            <p>
              <Trans>The help centre could not load. Check your connection and try again.</Trans>
            </p>
            <button type="button" className={styles.retry} onClick={() => refresh()}>
              <Trans>Try again</Trans>
            </button>
          </div>
        )}
        {state.state === 'hasData' &&
          (found.length > 0 ? (
            <Articles categories={found} />
          ) : (
            <p className={styles.state} role="status">
              {query ? (
                <Trans>No answers match “{deferred}”. Try other words, or ask our support team below.</Trans>
              ) : (
                <Trans>There are no help articles yet. Our support team is happy to answer below.</Trans>
              )}
            </p>
          ))}
        <ContactSection inChatWindow={bare} />
      </div>
    </div>
  );
}
