// A second platform process for the exactly-once test: settles due contract periods on the same database.
import { openPostgres } from '../../server/db/open-postgres';
import { settleDueContracts } from '../../server/services/agents/settlement/settle-due';

const db = await openPostgres(process.env.DATABASE_URL as string, 4);
const now = new Date(Number(process.env.SETTLE_AT));
const runs = await Promise.all([1, 2, 3].map(() => settleDueContracts(db, now)));
process.stdout.write(JSON.stringify({ paid: runs.reduce((s, r) => s + r.paid, 0) }));
await db.close();
