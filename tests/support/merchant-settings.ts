import type { TestServer } from './test-server';

/**
 * Merge `patch` into a merchant's settings (as ops would) and make the server see it
 * at once. Returns a function that puts the old settings back.
 */
export async function patchMerchantSettings(
  server: TestServer,
  code: string,
  patch: Record<string, unknown>,
): Promise<() => Promise<void>> {
  const db = server.deps.db;
  const [before] = await db.query<{ settings: Record<string, unknown> }>(
    'SELECT settings FROM merchants WHERE code = $1',
    [code],
  );
  await db.query('UPDATE merchants SET settings = settings || $2::jsonb WHERE code = $1', [
    code,
    JSON.stringify(patch),
  ]);
  server.deps.merchants.invalidate();
  return async () => {
    await db.query('UPDATE merchants SET settings = $2::jsonb WHERE code = $1', [
      code,
      JSON.stringify(before?.settings ?? {}),
    ]);
    server.deps.merchants.invalidate();
  };
}
