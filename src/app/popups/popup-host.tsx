import { useLingui } from '@lingui/react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { POPUPS, type Popup } from '@schemas/site/constants';
import { conditionContextAtom } from '../../atoms/condition-context';
import {
  closeAllPopupsAtom,
  closePopupAtom,
  openPopupsAtom,
  popupOpenAtom,
  popupParamsAtom,
} from '../../atoms/popup';
import { readySiteAtom } from '../../atoms/site';
import { preloadNodes } from '../../renderer/preload-nodes';
import { RenderNode } from '../../renderer/render-node';
import type { Modal as ModalComponent } from '../../ui/modal/modal';
import { POPUP_OPTIONS } from './popup-options';

let loadedModal: typeof ModalComponent | undefined;
const loadModal = () => import('../../ui/modal/modal').then((m) => (loadedModal = m.Modal));
/** Only when the modal's code did not arrive with its popup's preload: it tries again here. */
const LazyModal = lazy(() => loadModal().then((Modal) => ({ default: Modal })));

/** One popup, drawn from the first time it is ready (see PopupHost); its node renders only while open. */
function PopupSlot({ name, ready }: { name: Popup; ready: boolean }) {
  const open = useAtomValue(popupOpenAtom(name));
  const params = useAtomValue(popupParamsAtom(name));
  const close = useSetAtom(closePopupAtom);
  const node = useAtomValue(readySiteAtom).popups[name];
  const { i18n } = useLingui();
  if (!ready) return null;
  const Modal: ComponentType<Parameters<typeof ModalComponent>[0]> = loadedModal ?? LazyModal;
  const options = POPUP_OPTIONS[name];
  // A forced step (e.g. the change-password modal after login) cannot be dismissed.
  const dismissible = params?.dismissible !== false;
  return (
    <Suspense fallback={null}>
      <Modal
        open={open}
        label={i18n._(options.label)}
        variant={options.variant}
        width={options.width}
        height={options.height}
        closeOnEscape={dismissible}
        showClose={dismissible}
        {...(dismissible ? {} : { closeOnBackdrop: false })}
        onClose={() => close(name)}
      >
        <RenderNode node={node} path={`popups › ${name}`} />
      </Modal>
    </Suspense>
  );
}

/** The site's popups (spec §2), opened through `openPopupAtom`; a new page closes them. */
export function PopupHost() {
  const { pathname } = useLocation();
  const closeAll = useSetAtom(closeAllPopupsAtom);
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) {
      firstPath.current = pathname;
      closeAll();
    }
  }, [pathname, closeAll]);
  // The first time a popup opens, its modal's code and what it shows (its widgets' chunks
  // and first data) arrive before it is drawn: its content draws at its size at once instead
  // of growing inside an open modal. One popup at a time, bottom of the stack first, each
  // drawn in its own commit: the later one enters the top layer last, on top as the stack says.
  const stack = useAtomValue(openPopupsAtom);
  const site = useAtomValue(readySiteAtom);
  const store = useStore();
  const [ready, setReady] = useState<ReadonlySet<Popup>>(() => new Set());
  const next = stack.find((p) => !ready.has(p.name))?.name;
  useEffect(() => {
    if (!next) return;
    let live = true;
    const drawn = () => live && setReady((was) => new Set(was).add(next));
    void Promise.all([
      loadModal(),
      preloadNodes([site.popups[next]], store.get(conditionContextAtom), store),
    ]).then(drawn, drawn);
    return () => {
      live = false;
    };
  }, [next, site, store]);
  return (
    <>
      {POPUPS.map((name) => (
        <PopupSlot key={name} name={name} ready={ready.has(name)} />
      ))}
    </>
  );
}
