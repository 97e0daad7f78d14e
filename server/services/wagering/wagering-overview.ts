import type { Static } from '@sinclair/typebox';
import type { BonusWagerView, getBonusWagering } from '../../../schemas/api/wagering';
import type { Queryable } from '../../db/database';
import { pickText } from '../content/localized-text';
import { currentChain, recentWagers, type WagerWithProgress } from './wager-rows';

/** How many requirements the member's list shows (the open ones are always the newest). */
const SHOWN = 20;

export function wagerView(w: WagerWithProgress, language: string): BonusWagerView {
  return {
    id: w.id,
    source: w.source,
    title: pickText(w.title, language),
    bonus: w.bonus,
    deposit: w.deposit,
    multiple: w.multiple,
    required: w.required,
    wagered: w.wagered,
    remaining: w.remaining,
    state: w.state,
    createdAt: w.created_at.toISOString(),
    ...(w.forfeited_at ? { forfeitedAt: w.forfeited_at.toISOString() } : {}),
    ...(w.forfeited_amount !== null ? { forfeitedAmount: w.forfeited_amount } : {}),
  };
}

export async function bonusWagering(
  q: Queryable,
  merchant: { id: number; currency: string },
  memberId: number,
  language: string,
): Promise<Static<typeof getBonusWagering.response>> {
  const chain = await currentChain(q, merchant.id, memberId);
  const items = await recentWagers(q, merchant.id, memberId, SHOWN, chain);
  return {
    currency: merchant.currency,
    remaining: chain.reduce((sum, w) => sum + w.remaining, 0),
    items: items.map((w) => wagerView(w, language)),
  };
}
