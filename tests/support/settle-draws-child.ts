// A second server process for the exactly-once test: draws due draws on the same database.
import { openPostgres } from '../../server/db/open-postgres';
import { settleDueDraws } from '../../server/services/games/lottery/lottery-draws';

const db = await openPostgres(process.env.DATABASE_URL as string, 4);
const until = new Date(Number(process.env.SETTLE_UNTIL));
const runs = await Promise.all([1, 2, 3].map(() => settleDueDraws(db, `child-${process.pid}`, until, 1000)));
const total = runs.reduce((a, b) => a + b, 0);
process.stdout.write(JSON.stringify({ drawn: total }));
await db.close();
