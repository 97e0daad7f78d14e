import { Route, Routes } from 'react-router-dom';
import type { Site } from '@schemas/site/site';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { SitePageView } from './site-page-view';

/**
 * One route per page of the site (and per alias), all under the root layout; any
 * other path is not found. The app puts it in a BrowserRouter, tests in a MemoryRouter.
 * Declarative routing: the portal's data comes from jotai
 * atoms, not route loaders, and this keeps react-router's data layer (about 16 KB
 * gzip) out of the first load.
 */
export function SiteRoutes({ site }: { site: Site }) {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {site.pages.flatMap((page) =>
          [page.route, ...(page.aliases ?? [])].map((path) => (
            <Route key={path} path={path} element={<SitePageView page={page} />} />
          )),
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
