import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { BANNER_EDITORS } from '@schemas/api/ops/banner-rules';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { operatorSessionAtom } from '../atoms/back-office-atoms';
import {
  bannerVisibilityAtom,
  loadBannersAtom,
  orderBannersAtom,
  type BannerList,
  type BannerView,
} from '../atoms/banner-atoms';
import { BannerCard } from './banner-card';
import { BannerDialog } from './banner-dialog';
import { callProblem } from './call-problem';
import { QueueResults, usePlatformWide, useQueuePage } from './queue-parts';
import styles from './back-office.module.css';
import own from './content-screens.module.css';

/** More than a group may hold: the list is never paged. */
const ALL = 100;

/**
 * The merchant's banners, one declared group at a time, in display order and every state;
 * owners and content add and edit them (picture, texts, link, window, languages), hide and
 * show them and move them up and down. The portal shows each change at once.
 */
export function BannersScreen() {
  const { i18n } = useLingui();
  const load = useSetAtom(loadBannersAtom);
  const visibility = useSetAtom(bannerVisibilityAtom);
  const order = useSetAtom(orderBannersAtom);
  const role = useAtomValue(operatorSessionAtom)?.operator.role;
  const editor = role !== undefined && BANNER_EDITORS.includes(role);
  const platformWide = usePlatformWide();
  const [group, setGroup] = useState('');
  const [merchantText, setMerchantText] = useState('');
  const [merchant, setMerchant] = useState('');
  const [listed, setListed] = useState<BannerList | undefined>();
  const [editing, setEditing] = useState<BannerView | 'new' | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  // The groups shown are those of the newest list asked for, as its rows are (useQueuePage).
  const newestFetch = useRef(0);
  const fetch = useCallback(async () => {
    const call = ++newestFetch.current;
    // A platform-wide operator names the merchant first: groups are each merchant's own.
    if (platformWide && !merchant) return { items: [] as BannerView[], total: 0 };
    const list = await load({ ...(group ? { group } : {}), ...(merchant ? { merchant } : {}) });
    if (call === newestFetch.current) setListed(list);
    return { items: list.items, total: list.items.length };
  }, [load, group, merchant, platformWide]);
  const { state: results, reload } = useQueuePage(fetch);
  const groups = listed?.groups ?? [];
  const current = listed?.group ?? null;
  const ratio = groups.find((g) => g.group === current)?.aspectRatio ?? 3.2;

  async function act(work: () => Promise<unknown>, done: string) {
    setProblem(undefined);
    setNotice(undefined);
    try {
      await work();
      setNotice(done);
      reload();
    } catch (err) {
      setProblem(i18n._(callProblem(err)));
    }
  }

  function move(items: BannerView[], index: number, by: -1 | 1) {
    const ids = items.map((b) => b.id);
    const [id] = ids.splice(index, 1) as [number];
    ids.splice(index + by, 0, id);
    const position = index + by + 1;
    void act(
      () => order({ group: current ?? '', ids, ...(merchant ? { merchant } : {}) }),
      i18n._(msg`Banner #${id} is now at position ${position}.`),
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="bo-banners">
      <div className={own.titleRow}>
        <h1 id="bo-banners" className={styles.title}>
          {i18n._(msg`Banners`)}
        </h1>
        {editor && current && <Button onClick={() => setEditing('new')}>{i18n._(msg`New banner`)}</Button>}
      </div>
      <form
        className={styles.searchRow}
        aria-label={i18n._(msg`Filters`)}
        onSubmit={(e) => {
          e.preventDefault();
          setGroup('');
          setMerchant(merchantText.trim().toLowerCase());
        }}
      >
        {groups.length > 0 && (
          <SelectField
            label={i18n._(msg`Banner group`)}
            value={current ?? ''}
            options={groups.map((g) => {
              const name = g.group;
              const count = g.count;
              return { value: name, label: i18n._(msg`${name} (${count})`) };
            })}
            onChange={setGroup}
          />
        )}
        {platformWide && (
          <>
            <TextField
              className={styles.searchField}
              label={i18n._(msg`Merchant code`)}
              value={merchantText}
              onChange={setMerchantText}
              maxLength={32}
              autoCapitalize="none"
              spellCheck={false}
            />
            <Button type="submit" variant="secondary">
              {i18n._(msg`Apply`)}
            </Button>
          </>
        )}
      </form>
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      {notice && <FormMessage tone="success">{notice}</FormMessage>}
      <QueueResults
        state={results}
        reload={reload}
        empty={
          platformWide && !merchant
            ? {
                title: i18n._(msg`Name a merchant`),
                text: i18n._(msg`Banner groups are each merchant’s own.`),
              }
            : {
                title: i18n._(msg`No banners in this group`),
                text: editor
                  ? i18n._(msg`The portal shows nothing here. Add one with New banner.`)
                  : i18n._(msg`The portal shows nothing here.`),
              }
        }
        page={1}
        pageSize={ALL}
        onPage={() => undefined}
        pagerLabel={i18n._(msg`Pages of banners`)}
      >
        {(items) => (
          <ol className={own.cards}>
            {items.map((b, i) => (
              <BannerCard
                key={b.id}
                banner={b}
                aspectRatio={ratio}
                actions={
                  editor
                    ? {
                        onEdit: () => setEditing(b),
                        onVisibility: () => {
                          const id = b.id;
                          void act(
                            () => visibility({ id, hidden: b.state !== 'hidden' }),
                            b.state === 'hidden'
                              ? i18n._(msg`Banner #${id} shows again.`)
                              : i18n._(msg`Banner #${id} is hidden.`),
                          );
                        },
                        onUp: i > 0 ? () => move(items, i, -1) : undefined,
                        onDown: i < items.length - 1 ? () => move(items, i, 1) : undefined,
                      }
                    : undefined
                }
              />
            ))}
          </ol>
        )}
      </QueueResults>
      {editing && current && (
        <BannerDialog
          group={current}
          merchant={merchant || undefined}
          aspectRatio={ratio}
          banner={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onDone={(saved) => {
            setEditing(undefined);
            const id = saved.id;
            setNotice(
              editing === 'new' ? i18n._(msg`Banner #${id} is added.`) : i18n._(msg`Banner #${id} is saved.`),
            );
            setProblem(undefined);
            reload();
          }}
        />
      )}
    </section>
  );
}
