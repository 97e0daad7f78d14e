import type { Database, Queryable } from '../db/database';
import { demoSeeders } from './demo-seeders';

export interface SeedMerchant {
  id: number;
  code: string;
  settings: Record<string, unknown>;
}

/** One named piece of demo data, written once per merchant inside one transaction. */
export interface DemoSeeder {
  name: string;
  run(q: Queryable, merchant: SeedMerchant): Promise<void>;
}

/** Run every demo seeder that has not yet run for each merchant. */
export async function seedDemo(db: Database): Promise<void> {
  await db.query(
    `CREATE TABLE IF NOT EXISTS demo_seeds (merchant_id INT NOT NULL, name TEXT NOT NULL,
       PRIMARY KEY (merchant_id, name))`,
  );
  const merchants = await db.query<SeedMerchant>('SELECT id, code, settings FROM merchants ORDER BY id');
  for (const merchant of merchants) {
    for (const seeder of demoSeeders) {
      await db.tx(async (q) => {
        const claimed = await q.query(
          'INSERT INTO demo_seeds (merchant_id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING name',
          [merchant.id, seeder.name],
        );
        if (claimed.length > 0) await seeder.run(q, merchant);
      });
    }
  }
}
