import type { Queryable } from '../../../db/database';
import type { DemoSeeder } from '../../../seed/seed-demo';
import { demoGames, type DemoGame } from './demo-games';
import { DEMO_VENDORS } from './demo-vendors';

/** Wallet ids of vendors start here (spec: accountTypeId). */
const ACCOUNT_TYPE_BASE = 1000;

// Built once per process: every merchant gets the same catalogue.
let cachedGames: DemoGame[] | undefined;

/**
 * Write the demo catalogue for one merchant: vendors, then about 10,000 games in a
 * handful of array-bound statements (no row-by-row inserts: it runs on first start
 * of every whitelabel and in every test server).
 */
export async function seedCatalogue(q: Queryable, merchantId: number): Promise<void> {
  const vendorRows = await q.query<{ id: number; game_type: string; vassalage: string }>(
    `INSERT INTO game_vendors (merchant_id, game_type, vassalage, title, account_type_id, account_type_name,
                               is_hot, is_game, game_code, default_play_type, integration, sort_order)
     SELECT $1, t.game_type, t.vassalage, t.title, t.account_type_id, t.vassalage, t.is_hot, t.is_game,
            t.game_code, t.default_play_type, t.integration, t.sort_order
       FROM unnest($2::text[], $3::text[], $4::text[], $5::int[], $6::bool[], $7::text[], $8::text[], $9::text[], $10::text[], $11::int[])
         AS t(game_type, vassalage, title, account_type_id, is_hot, is_game, game_code, default_play_type, integration, sort_order)
     RETURNING id, game_type, vassalage`,
    [
      merchantId,
      DEMO_VENDORS.map((v) => v.gameType),
      DEMO_VENDORS.map((v) => v.code),
      DEMO_VENDORS.map((v) => v.title),
      DEMO_VENDORS.map((_, i) => ACCOUNT_TYPE_BASE + i + 1),
      DEMO_VENDORS.map((v) => v.isHot ?? false),
      DEMO_VENDORS.map((v) => v.isGame),
      DEMO_VENDORS.map((v) => v.gameCode ?? null),
      DEMO_VENDORS.map((v) => v.defaultPlayType ?? null),
      DEMO_VENDORS.map((v) => v.integration),
      DEMO_VENDORS.map((_, i) => i),
    ],
  );
  const vendorId = new Map(vendorRows.map((v) => [`${v.game_type}:${v.vassalage}`, v.id]));
  cachedGames ??= demoGames(DEMO_VENDORS);
  const games = cachedGames;
  const CHUNK = 5000;
  for (let start = 0; start < games.length; start += CHUNK) {
    const part = games.slice(start, start + CHUNK);
    await q.query(
      `INSERT INTO games (merchant_id, vendor_id, game_type, vassalage, game_code, name, search_name, classify,
                          lobby_category, min_bet, line_count, is_hot, popularity, has_trial, engine, art_seed, sort_order)
       SELECT $1, t.vendor_id, t.game_type, t.vassalage, t.game_code, t.name, lower(t.name), t.classify,
              t.lobby_category, t.min_bet, t.line_count, t.is_hot, t.popularity, t.has_trial, t.engine, t.art_seed, t.sort_order
         FROM unnest($2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                     $9::int[], $10::int[], $11::bool[], $12::int[], $13::bool[], $14::text[], $15::int[], $16::int[])
           AS t(vendor_id, game_type, vassalage, game_code, name, classify, lobby_category,
                min_bet, line_count, is_hot, popularity, has_trial, engine, art_seed, sort_order)`,
      [
        merchantId,
        part.map((g) => vendorId.get(`${g.vendor.gameType}:${g.vendor.code}`)),
        part.map((g) => g.vendor.gameType),
        part.map((g) => g.vendor.code),
        part.map((g) => g.gameCode),
        part.map((g) => g.name),
        part.map((g) => g.classify),
        part.map((g) => g.lobbyCategory),
        part.map((g) => g.minBet),
        part.map((g) => g.lineCount),
        part.map((g) => g.isHot),
        part.map((g) => g.popularity),
        part.map((g) => g.hasTrial),
        part.map((g) => g.engine),
        part.map((g) => g.artSeed),
        part.map((g) => g.sortOrder),
      ],
    );
  }
  // Fresh statistics, so the planner reads pages from the indexes rather than guessing an empty table.
  await q.query('ANALYZE games');
  await q.query('ANALYZE game_vendors');
}

export const gameCatalogueSeeder: DemoSeeder = {
  name: 'games.catalogue',
  run: (q, merchant) => seedCatalogue(q, merchant.id),
};
