import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { editsPointItems } from '@schemas/api/ops/point-item-rules';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { TextField } from '../../ui/form/text-field';
import { operatorSessionAtom } from '../atoms/back-office-atoms';
import { loadPointItemsAtom, pointItemSaleAtom, type PointItemView } from '../atoms/point-item-atoms';
import { callProblem } from './call-problem';
import { DecisionButtons } from './decision-buttons';
import { POINT_ITEM_TYPE_LABEL, PointItemDialog } from './point-item-dialog';
import { QueueResults, usePlatformWide, useQueuePage } from './queue-parts';
import styles from './back-office.module.css';
import own from './content-screens.module.css';

/** The catalogue is never paged: a merchant's point mall holds a few dozen items. */
const ALL = 1_000;

/**
 * The merchant's point-mall catalogue in the portal's order, items off sale too, with the
 * units redeemed; owners and content add and edit items and take them off sale or put them
 * back (never deleted: their redemptions stay). Finance and read-only operators look only.
 */
export function PointItemsScreen() {
  const { i18n } = useLingui();
  const load = useSetAtom(loadPointItemsAtom);
  const setSale = useSetAtom(pointItemSaleAtom);
  const role = useAtomValue(operatorSessionAtom)?.operator.role;
  const editor = role !== undefined && editsPointItems(role);
  const platformWide = usePlatformWide();
  const [merchantText, setMerchantText] = useState('');
  const [merchant, setMerchant] = useState('');
  const [editing, setEditing] = useState<PointItemView | 'new' | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const fetch = useCallback(async () => {
    // A platform-wide operator names the merchant first: catalogues are each merchant's own.
    if (platformWide && !merchant) return { items: [] as PointItemView[], total: 0 };
    const list = await load(merchant ? { merchant } : {});
    return { items: list.items, total: list.items.length };
  }, [load, merchant, platformWide]);
  const { state, reload } = useQueuePage(fetch);
  const ready = !platformWide || merchant !== '';
  const number = (n: number) => new Intl.NumberFormat(i18n.locale).format(n);

  async function toggle(item: PointItemView) {
    setProblem(undefined);
    setNotice(undefined);
    const id = item.id;
    try {
      await setSale({ id, onSale: !item.onSale });
      setNotice(
        item.onSale ? i18n._(msg`Item #${id} is off sale.`) : i18n._(msg`Item #${id} is on sale again.`),
      );
      reload();
    } catch (err) {
      setProblem(i18n._(callProblem(err)));
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="bo-point-items">
      <div className={own.titleRow}>
        <h1 id="bo-point-items" className={styles.title}>
          {i18n._(msg`Point-mall items`)}
        </h1>
        {editor && ready && <Button onClick={() => setEditing('new')}>{i18n._(msg`New item`)}</Button>}
      </div>
      {platformWide && (
        <form
          className={styles.searchRow}
          aria-label={i18n._(msg`Filters`)}
          onSubmit={(e) => {
            e.preventDefault();
            setMerchant(merchantText.trim().toLowerCase());
          }}
        >
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
        </form>
      )}
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      {notice && <FormMessage tone="success">{notice}</FormMessage>}
      <QueueResults
        state={state}
        reload={reload}
        empty={
          ready
            ? {
                title: i18n._(msg`No items in the point mall`),
                text: editor
                  ? i18n._(msg`Players see an empty point mall. Add one with New item.`)
                  : i18n._(msg`Players see an empty point mall.`),
              }
            : { title: i18n._(msg`Name a merchant`), text: i18n._(msg`Catalogues are each merchant’s own.`) }
        }
        page={1}
        pageSize={ALL}
        onPage={() => undefined}
        pagerLabel={i18n._(msg`Pages of items`)}
      >
        {(items) => (
          <table className={`${styles.table} ${styles.queue}`}>
            <thead>
              <tr>
                <th scope="col">{i18n._(msg`Item`)}</th>
                <th scope="col" className={styles.number}>
                  {i18n._(msg`Points`)}
                </th>
                <th scope="col" className={styles.number}>
                  {i18n._(msg`Value`)}
                </th>
                <th scope="col" className={styles.number}>
                  {i18n._(msg`Stock`)}
                </th>
                <th scope="col" className={styles.number}>
                  {i18n._(msg`Redeemed`)}
                </th>
                <th scope="col">{i18n._(msg`Status`)}</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>{i18n._(msg`Actions`)}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const id = item.id;
                const name = item.name.EN ?? '';
                return (
                  <tr key={id}>
                    <td data-label={i18n._(msg`Item`)}>
                      {name}
                      <span className={styles.muted}> #{id}</span>
                      <br />
                      <span className={styles.muted}>{i18n._(POINT_ITEM_TYPE_LABEL[item.type])}</span>
                    </td>
                    <td data-label={i18n._(msg`Points`)} className={styles.number}>
                      {number(item.points)}
                    </td>
                    <td data-label={i18n._(msg`Value`)} className={styles.number}>
                      {item.amount > 0 ? (item.amount / 100).toFixed(2) : '—'}
                    </td>
                    <td data-label={i18n._(msg`Stock`)} className={styles.number}>
                      {item.stock === null ? i18n._(msg`Unlimited`) : number(item.stock)}
                    </td>
                    <td data-label={i18n._(msg`Redeemed`)} className={styles.number}>
                      {number(item.redeemed)}
                    </td>
                    <td data-label={i18n._(msg`Status`)}>
                      {item.onSale ? i18n._(msg`On sale`) : i18n._(msg`Off sale`)}
                    </td>
                    <td data-label={i18n._(msg`Actions`)}>
                      {editor && (
                        <DecisionButtons
                          accept={{
                            label: i18n._(msg`Edit`),
                            name: i18n._(msg`Edit item #${id}`),
                            onChoose: () => setEditing(item),
                          }}
                          refuse={{
                            label: item.onSale ? i18n._(msg`Take off sale`) : i18n._(msg`Put on sale`),
                            name: item.onSale
                              ? i18n._(msg`Take item #${id} off sale`)
                              : i18n._(msg`Put item #${id} on sale`),
                            onChoose: () => void toggle(item),
                          }}
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </QueueResults>
      {editing && (
        <PointItemDialog
          merchant={merchant || undefined}
          item={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onDone={(saved) => {
            setEditing(undefined);
            const id = saved.id;
            setNotice(
              editing === 'new' ? i18n._(msg`Item #${id} is added.`) : i18n._(msg`Item #${id} is saved.`),
            );
            setProblem(undefined);
            reload();
          }}
        />
      )}
    </section>
  );
}
