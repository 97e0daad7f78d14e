// Types of table-deal.js for the tests that hold it to the platform's dealing (the verify page loads the .js).
import type { TableEngine, TableOutcome } from './table-felt.js';

export const TABLE_DRAWS: Record<TableEngine, readonly number[]>;
export function dealTable(engine: TableEngine, draws: readonly number[]): TableOutcome;
