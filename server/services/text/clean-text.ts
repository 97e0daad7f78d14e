/**
 * Text people type, made safe to store and show as plain text: NFC-normalised,
 * without control characters, zero-width and bidirectional overrides (which can
 * disguise what a message says), with runs of spaces and blank lines collapsed.
 * It is never HTML: the portal renders it as text.
 */
export function cleanText(text: string, opts: { multiline: boolean }): string {
  let s = text.normalize('NFC');
  // Control and format characters (zero-width, bidi overrides), keeping newline, tab
  // and the zero-width joiner that emoji sequences need.
  s = s.replace(/\r\n?/g, '\n').replace(/(?![\n\t\u200D])[\p{Cc}\p{Cf}]/gu, '');
  s = s.replace(/\t/g, ' ').replace(/[ \u00A0]{2,}/g, ' ');
  s = opts.multiline ? s.replace(/ *\n */g, '\n').replace(/\n{3,}/g, '\n\n') : s.replace(/\s*\n\s*/g, ' ');
  return s.trim();
}
