/** One key of an audit line's state, before and after the action. */
export interface AuditDiffRow {
  /** Dotted path into the recorded JSON (`status`, `destination.provider`), or `value` for a bare value. */
  key: string;
  /** The value as text, or null where the key was absent. */
  before: string | null;
  after: string | null;
  change: 'added' | 'removed' | 'changed' | 'same';
}

/** A recorded value as plain text: strings as they are, anything else as JSON. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The leaves of a recorded state by dotted key; arrays count as one value. */
function leaves(value: unknown, prefix: string, out: Map<string, string>): Map<string, string> {
  if (value === null || value === undefined) return out;
  if (!isRecord(value)) {
    out.set(prefix || 'value', asText(value));
    return out;
  }
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(inner) && Object.keys(inner).length > 0) leaves(inner, path, out);
    else out.set(path, inner === null ? 'null' : asText(inner));
  }
  return out;
}

/**
 * Before and after of an audit line key by key, in the order keys first appear (before's,
 * then keys only after has). Values are text for the screen to show as text, never markup.
 */
export function auditDiff(before: unknown, after: unknown): AuditDiffRow[] {
  const was = leaves(before, '', new Map());
  const is = leaves(after, '', new Map());
  const keys = [...new Set([...was.keys(), ...is.keys()])];
  return keys.map((key) => {
    const b = was.get(key) ?? null;
    const a = is.get(key) ?? null;
    const change = b === null ? 'added' : a === null ? 'removed' : a === b ? 'same' : 'changed';
    return { key, before: b, after: a, change };
  });
}
