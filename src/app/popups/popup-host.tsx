import { useLingui } from '@lingui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { POPUPS, type Popup } from '@schemas/site/constants';
import { closeAllPopupsAtom, closePopupAtom, popupOpenAtom, popupParamsAtom } from '../../atoms/popup';
import { readySiteAtom } from '../../atoms/site';
import { RenderNode } from '../../renderer/render-node';
import { POPUP_OPTIONS } from './popup-options';

const Modal = lazy(() => import('../../ui/modal/modal').then((m) => ({ default: m.Modal })));

/** One popup: its modal code loads the first time it opens; its node renders only while open. */
function PopupSlot({ name }: { name: Popup }) {
  const open = useAtomValue(popupOpenAtom(name));
  const params = useAtomValue(popupParamsAtom(name));
  const close = useSetAtom(closePopupAtom);
  const node = useAtomValue(readySiteAtom).popups[name];
  const { i18n } = useLingui();
  const [used, setUsed] = useState(open);
  useEffect(() => {
    if (open) setUsed(true);
  }, [open]);
  if (!used) return null;
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
  return (
    <>
      {POPUPS.map((name) => (
        <PopupSlot key={name} name={name} />
      ))}
    </>
  );
}
