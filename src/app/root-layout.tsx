import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { GUARD_EXEMPT_ROUTES } from '@schemas/site/constants';
import { routeAtom } from '../atoms/route';
import { loggedInAtom } from '../atoms/session';
import { readySiteAtom } from '../atoms/site';
import { DialogHost } from './popups/dialog-host';
import { PopupHost } from './popups/popup-host';
import { scrollToLocation } from './scroll-to-location';
import styles from './root-layout.module.css';

/** The style class of a path: the path without its leading slash (spec §2). */
export function pathClass(pathname: string): string {
  return pathname.replace(/^\//, '').replace(/[^\w-]+/g, '-');
}

/** Whether the optional login guard sends this visitor to /login (spec §2). */
export function guardRedirects(pathname: string, loggedIn: boolean, loginedToHomePage: boolean): boolean {
  return loginedToHomePage && !loggedIn && !(GUARD_EXEMPT_ROUTES as readonly string[]).includes(pathname);
}

/** Wraps every page: keeps the route atom current, scrolls, applies the guard and the path class. */
export function RootLayout() {
  const location = useLocation();
  const setRoute = useSetAtom(routeAtom);
  const loggedIn = useAtomValue(loggedInAtom);
  const site = useAtomValue(readySiteAtom);

  useEffect(() => setRoute(location.pathname), [location.pathname, setRoute]);
  useEffect(() => scrollToLocation(location.hash), [location.pathname, location.hash]);

  if (guardRedirects(location.pathname, loggedIn, site.settings.loginedToHomePage)) {
    // Where the visitor was going travels along, so the login page can send them on.
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?from=${encodeURIComponent(from)}`} replace />;
  }
  return (
    <div className={`${styles.root} ${pathClass(location.pathname)}`.trim()}>
      <Outlet />
      <PopupHost />
      <DialogHost />
    </div>
  );
}
