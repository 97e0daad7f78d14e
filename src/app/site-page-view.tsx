import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { Site } from '@schemas/site/site';
import { conditionContextAtom } from '../atoms/condition-context';
import { readySiteAtom } from '../atoms/site';
import { useSiteText } from '../i18n/use-site-text';
import { evaluateCondition } from '../renderer/evaluate-condition';
import { RenderNodes } from '../renderer/render-node';
import { FallbackPageHeading } from './fallback-page-heading';
import { NotFoundPage } from './not-found-page';
import { PageFrame } from './page-frame';

/** One page of the site inside the frame it asks for. */
export function SitePageView({ page }: { page: Site['pages'][number] }) {
  const context = useAtomValue(conditionContextAtom);
  const site = useAtomValue(readySiteAtom);
  const text = useSiteText();
  const shown = evaluateCondition(page.when, context);
  const title = page.route === '/' ? '' : text(page.title);
  useEffect(() => {
    if (shown) document.title = title ? `${title} · ${site.merchant.name}` : site.merchant.name;
  }, [shown, title, site.merchant.name]);
  if (!shown) return <NotFoundPage />;
  const content = (
    <>
      <FallbackPageHeading text={title || site.merchant.name} />
      <RenderNodes nodes={page.nodes} path={`pages › ${page.route}`} />
    </>
  );
  return (
    <PageFrame frame={page.frame} layout={site.layout}>
      {content}
    </PageFrame>
  );
}
