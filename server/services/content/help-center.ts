import type { HelpCategory } from '../../../schemas/api/content-shapes';
import type { Queryable } from '../../db/database';
import { pickText, type LocalizedText } from './localized-text';
import { safeHtml } from './safe-html';

interface Row {
  key: string;
  category_title: LocalizedText;
  id: string | null;
  title: LocalizedText | null;
  content: LocalizedText | null;
  published_at: Date | null;
}

/** Help-centre categories in order, each with its visible help articles (type H). */
export async function helpCenter(
  q: Queryable,
  merchantId: number,
  language: string,
): Promise<HelpCategory[]> {
  const rows = await q.query<Row>(
    `SELECT c.key, c.title AS category_title, a.id, a.title, a.content, a.published_at
       FROM help_categories c
       LEFT JOIN announcements a
         ON a.merchant_id = c.merchant_id AND a.category = c.key AND a.type = 'H' AND a.status = 'active'
        AND a.published_at <= now() AND (a.ends_at IS NULL OR a.ends_at > now())
      WHERE c.merchant_id = $1
      ORDER BY c.sort_order, c.key, a.sort_order, a.id`,
    [merchantId],
  );
  const categories: HelpCategory[] = [];
  for (const r of rows) {
    let category = categories.at(-1);
    if (category?.key !== r.key) {
      category = { key: r.key, title: pickText(r.category_title, language), articles: [] };
      categories.push(category);
    }
    if (r.id && r.title && r.content && r.published_at) {
      category.articles.push({
        id: Number(r.id),
        title: pickText(r.title, language),
        content: safeHtml(pickText(r.content, language)),
        timestamp: new Date(r.published_at).getTime(),
      });
    }
  }
  return categories.filter((c) => c.articles.length > 0);
}
