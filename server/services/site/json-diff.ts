/**
 * Where two JSON values differ, as JSON pointers (a changed, added or removed member,
 * or an array whose items changed in place), at most `limit` of them, in document order.
 */
export function jsonDiff(before: unknown, after: unknown, limit = 20): string[] {
  const out: string[] = [];
  walk(before, after, '', out, limit);
  return out;
}

function walk(a: unknown, b: unknown, pointer: string, out: string[], limit: number): void {
  if (out.length >= limit || Object.is(a, b)) return;
  if (isObject(a) && isObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const key of keys) walk(a[key], b[key], `${pointer}/${escape(key)}`, out, limit);
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) walk(a[i], b[i], `${pointer}/${i}`, out, limit);
    return;
  }
  if (JSON.stringify(a) !== JSON.stringify(b)) out.push(pointer || '/');
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function escape(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}
