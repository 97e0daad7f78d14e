/**
 * Is this a PDF from its first byte to its last? A `%PDF-` header with a known version, a
 * `startxref` whose offset lands on a cross-reference table or stream inside the file, and
 * `%%EOF` with nothing but line ends after it. Files that name active content (JavaScript,
 * launch actions, embedded files, forms that run scripts) are refused too: operators open
 * these documents (docs/decisions/kyc-documents.md).
 */
const HEADER = /^%PDF-(1\.[0-7]|2\.0)[\r\n]/;
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
]);

export function isPlainPdf(bytes: Buffer): boolean {
  if (bytes.length < 64) return false;
  // latin1 keeps one character per byte, so offsets in the text are offsets in the file.
  const text = bytes.toString('latin1');
  if (!HEADER.test(text.slice(0, 10))) return false;
  const end = text.lastIndexOf('%%EOF');
  if (end < 0 || !/^[\r\n]*$/.test(text.slice(end + 5))) return false;
  const start = /startxref\s+(\d{1,10})\s+$/.exec(text.slice(Math.max(0, end - 40), end));
  if (!start) return false;
  const offset = Number(start[1]);
  if (offset <= 8 || offset >= end) return false;
  const atOffset = text.slice(offset, offset + 40);
  if (!/^xref\s/.test(atOffset) && !/^\d+\s+\d+\s+obj\b/.test(atOffset)) return false;
  return !namesActiveContent(text);
}

/** A name such as /JavaScript, also written with #xx escapes (/J#61vaScript). */
function namesActiveContent(text: string): boolean {
  for (const m of text.matchAll(/\/([^\s/<>[\](){}%]+)/g)) {
    const raw = m[1] as string;
    const name = raw.includes('#')
      ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      : raw;
    if (ACTIVE_NAMES.has(name)) return true;
  }
  return false;
}
