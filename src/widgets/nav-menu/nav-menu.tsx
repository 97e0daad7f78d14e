import { Trans, useLingui } from '@lingui/react/macro';
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { VendorCard } from '@schemas/api/game-shapes';
import type { GameType } from '@schemas/site/constants';
import type { NavItem } from '@schemas/site/nav-item';
import { conditionHoldsAtom } from '../../atoms/condition-context';
import { vendorsOfTypeAtom } from '../../atoms/game-menus';
import { openPopupAtom } from '../../atoms/popup';
import { loggedInAtom } from '../../atoms/session';
import { navDrawerOpenAtom, pageGameTypeAtom } from '../../atoms/shell';
import { readySiteAtom } from '../../atoms/site';
import { useSiteText } from '../../i18n/use-site-text';
import { NavIcon } from '../../ui/icon/nav-icon';
import type { WidgetBaseProps } from '../define-widget';
import type { NavMenuProps } from './nav-menu.props';
import { currentItemIds, directLaunchHref, lotteryHref, vendorHref } from './nav-targets';
import { useOverflowEdges } from './overflow-edges';
import { VendorPanel } from './vendor-panel';
import { Link } from '../../ui/link/link';
import styles from './nav-menu.module.css';
import { Chevron } from '../../ui/icon/chevron';

/**
 * An arrow over an end of the bar that scrolls it that way. For a pointer only: out of the tab
 * order and hidden from assistive technology, as the keyboard's focus scrolls the bar by itself.
 */
function ScrollArrow({ direction, onClick }: { direction: 1 | -1; onClick(): void }) {
  return (
    <button
      type="button"
      className={`${styles.scrollArrow} ${direction < 0 ? styles.scrollStart : styles.scrollEnd}`}
      tabIndex={-1}
      aria-hidden="true"
      onClick={onClick}
    >
      <Chevron direction={direction < 0 ? 'left' : 'right'} size={18} />
    </button>
  );
}

const Modal = lazy(() => import('../../ui/modal/modal').then((m) => ({ default: m.Modal })));

/** Pointer must rest this long before a hover menu opens, and may leave this long before it closes. */
const OPEN_DELAY_MS = 120;
const CLOSE_DELAY_MS = 160;

type HoverItem = NavItem & { gameType: GameType };
const hasMenu = (item: NavItem): item is HoverItem => Boolean(item.hoverMenu && item.gameType);

/**
 * The header's nav (spec §2; R2.31-R2.34): Home, the game types with their vendors on
 * hover, Promotions, App download... Cockfight launches its game directly and lottery
 * categories their first vendor's game; launches need a session (the login popup
 * opens otherwise). On phones the items move into a drawer.
 */
export default function NavMenu({ showIcons = false }: NavMenuProps & WidgetBaseProps) {
  const { t, i18n } = useLingui();
  const text = useSiteText();
  const site = useAtomValue(readySiteAtom);
  const holds = useAtomValue(conditionHoldsAtom);
  const loggedIn = useAtomValue(loggedInAtom);
  const openPopup = useSetAtom(openPopupAtom);
  const [drawerOpen, setDrawerOpen] = useAtom(navDrawerOpenAtom);
  const store = useStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const panelId = useId();
  const [hovered, setHovered] = useState<string | null>(null);
  // The drawer's code loads on first use and stays, so it can animate out.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // An item clicked while the pointer rests on it opens no panel until the pointer leaves it.
  const settled = useRef<string | null>(null);
  const items = site.nav.filter((item) => holds(item.when));
  const current = currentItemIds(items, pathname, useAtomValue(pageGameTypeAtom));
  const bar = useRef<HTMLUListElement>(null);
  // Measured again when the items or their labels' language change.
  const overflow = useOverflowEdges(bar, `${i18n.locale} ${items.map((item) => item.id).join(' ')}`);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (drawerOpen) setDrawerUsed(true);
  }, [drawerOpen]);
  useEffect(() => {
    clearTimeout(timer.current);
    setHovered(null);
    setDrawerOpen(false);
  }, [pathname, setDrawerOpen]);

  const hoverLater = (id: string | null, delay: number) => {
    clearTimeout(timer.current);
    if (id !== null && settled.current === id) return;
    timer.current = setTimeout(() => setHovered(id), delay);
  };
  /** Close now, and cancel an opening already on its way (a click can beat the open delay). */
  const close = () => {
    clearTimeout(timer.current);
    setHovered(null);
  };

  // Escape closes the panel wherever focus is (the pointer, not focus, opened it), and
  // cancels one on its way. Listening all along, not from the panel's first paint on, so
  // an Escape pressed the moment the panel shows is never missed.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      clearTimeout(timer.current);
      setHovered(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  /** The vendors of a type, loaded if needed (the first vendor of a launch). */
  const firstVendor = async (gameType: GameType) => (await store.get(vendorsOfTypeAtom(gameType)))[0];

  /** Go somewhere that needs a session: the login popup first when there is none. */
  const goGated = (href: string) => {
    close();
    setDrawerOpen(false);
    if (!loggedIn) openPopup({ name: 'login', params: { next: href } });
    else navigate(href);
  };

  const chooseVendor = (item: NavItem, vendor: VendorCard) => {
    if (item.launch === 'direct') goGated(directLaunchHref(vendor));
    else if (item.launch === 'first-vendor') goGated(lotteryHref(vendor));
    else {
      close();
      setDrawerOpen(false);
      navigate(vendorHref(vendor, item));
    }
  };

  /** "More" (R2.56): the type's lobby, where every vendor shows. */
  const showAll = (item: NavItem) => {
    close();
    if (item.route) navigate(item.route);
    else void launchItem(item);
  };

  /** The item itself was clicked: its panel closes and stays shut while the pointer rests there. */
  const settle = (item: NavItem) => {
    settled.current = item.id;
    close();
  };

  /** Items that launch instead of opening a lobby (cockfight; lottery's first vendor). */
  const launchItem = async (item: NavItem) => {
    if (!item.gameType) return;
    const vendor = await firstVendor(item.gameType).catch(() => undefined);
    if (!vendor) {
      if (item.route) navigate(item.route);
      return;
    }
    goGated(item.launch === 'direct' ? directLaunchHref(vendor) : lotteryHref(vendor));
  };

  const providersLabel = (item: NavItem) => {
    const label = text(item.label);
    return t`${label} providers`;
  };

  const renderItem = (item: NavItem, inDrawer: boolean) => {
    const label = text(item.label);
    const active = current.has(item.id);
    const icon =
      item.icon && (showIcons || inDrawer) ? <NavIcon name={item.icon} size={inDrawer ? 22 : 18} /> : null;
    const launches = item.launch === 'direct' || (item.launch === 'first-vendor' && !item.route);
    const content = (
      <>
        {icon}
        <span>{label}</span>
      </>
    );
    const menu = !inDrawer && hasMenu(item);
    return (
      <li
        key={item.id}
        className={styles.item}
        data-active={active || undefined}
        onMouseEnter={menu ? () => hoverLater(item.id, OPEN_DELAY_MS) : undefined}
        onMouseLeave={
          menu
            ? () => {
                settled.current = null;
                hoverLater(null, CLOSE_DELAY_MS);
              }
            : undefined
        }
      >
        {launches || !item.route ? (
          <button
            type="button"
            className={styles.link}
            onClick={() => {
              settle(item);
              void launchItem(item);
            }}
            data-nav={item.id}
          >
            {content}
          </button>
        ) : (
          <Link
            to={item.route}
            className={styles.link}
            aria-current={active ? 'page' : undefined}
            data-nav={item.id}
            onClick={(e) => {
              settle(item);
              if (item.launch === 'first-vendor') {
                e.preventDefault();
                void launchItem(item);
              }
            }}
          >
            {content}
          </Link>
        )}
        {menu && (
          <button
            type="button"
            className={styles.disclose}
            aria-expanded={hovered === item.id}
            aria-controls={hovered === item.id ? panelId : undefined}
            aria-label={providersLabel(item)}
            onClick={() => {
              settled.current = null;
              hoverLater(hovered === item.id ? null : item.id, 0);
            }}
          >
            <Chevron direction="down" size={12} />
          </button>
        )}
      </li>
    );
  };

  const hoveredItem = items.find((i) => i.id === hovered);
  const scrollBar = (direction: 1 | -1) => {
    const row = bar.current;
    if (!row) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    row.scrollBy({ left: direction * row.clientWidth * 0.6, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <nav className={styles.nav} aria-label={t`Main`}>
      <button
        type="button"
        className={styles.burger}
        aria-label={t`Menu`}
        aria-expanded={drawerOpen}
        onClick={() => setDrawerOpen(true)}
      >
        <NavIcon name="menu" size={24} />
      </button>
      <div className={styles.barWrap}>
        <ul ref={bar} className={styles.bar}>
          {items.map((item) => renderItem(item, false))}
        </ul>
        {overflow.start && <ScrollArrow direction={-1} onClick={() => scrollBar(-1)} />}
        {overflow.end && <ScrollArrow direction={1} onClick={() => scrollBar(1)} />}
      </div>
      {hoveredItem && hasMenu(hoveredItem) && (
        <div
          className={styles.panelWrap}
          onMouseEnter={() => hoverLater(hoveredItem.id, 0)}
          onMouseLeave={() => hoverLater(null, CLOSE_DELAY_MS)}
        >
          <VendorPanel
            id={panelId}
            item={hoveredItem}
            label={providersLabel(hoveredItem)}
            onChoose={(vendor) => chooseVendor(hoveredItem, vendor)}
            onMore={() => showAll(hoveredItem)}
          />
        </div>
      )}
      {drawerUsed && (
        <Suspense fallback={null}>
          <Modal
            open={drawerOpen}
            variant="drawer"
            width={320}
            height="auto"
            label={t`Menu`}
            onClose={() => setDrawerOpen(false)}
          >
            <div className={styles.drawer}>
              <p className={styles.drawerTitle}>
                <Trans>Menu</Trans>
              </p>
              <ul className={styles.drawerList}>{items.map((item) => renderItem(item, true))}</ul>
            </div>
          </Modal>
        </Suspense>
      )}
    </nav>
  );
}
