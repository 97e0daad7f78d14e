import { defineWidget } from '../define-widget';
import type { PromotionListProps } from './promotion-list.props';

export const promotionListWidget = defineWidget<PromotionListProps>({
  type: 'promotion-list',
  load: () => import('./promotion-list'),
  placeholderHeight: 420,
  // The cards' artwork is often a page's largest paint (the promotions page's, below its
  // banner): read the list before the first render, so it draws the cards, not skeletons
  // of another height that the cards then replace.
  prefetch: async (_props, store) => {
    const [{ promotionsAtom }, { asyncState }] = await Promise.all([
      import('../../atoms/announcements'),
      import('../../atoms/async'),
    ]);
    store.get(asyncState(promotionsAtom));
    return store.get(promotionsAtom);
  },
});
