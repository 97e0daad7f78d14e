/**
 * A key for one submission of a money form. The form keeps it until its content
 * changes or the submission succeeds, so a double-click or a retry after a network
 * error sends the same key and the platform moves the money once.
 */
export function newSubmissionKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
