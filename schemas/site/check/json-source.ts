/** A place in a text file, counted from 1 as editors and compilers do. */
export interface TextPlace {
  line: number;
  column: number;
}

/** The biggest site, theme or platform file the checks read: larger ones are refused unread. */
export const MAX_SETTINGS_FILE_BYTES = 5 * 1024 * 1024;

export type ParsedJson =
  | { ok: true; value: unknown; placeOf: (pointer: string) => TextPlace }
  | { ok: false; message: string; place: TextPlace };

/**
 * JSON text parsed with the places of its values, so a problem found at a JSON pointer can
 * be reported at file:line:column. A syntax error says where it is in lines and columns
 * rather than the parser's character offset.
 */
export function parseJsonSource(text: string): ParsedJson {
  const lines = lineStarts(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    const raw = (err as Error).message;
    const at = /at position (\d+)/.exec(raw);
    const offset = at ? Number(at[1]) : /end of JSON input/.test(raw) ? text.length : 0;
    const message = raw
      .replace(/\s*in JSON at position \d+.*$/s, '')
      .replace(/^Unexpected end of JSON input$/, 'the file ends before the JSON does')
      .replace(/^(.*) is not valid JSON$/s, 'not valid JSON');
    return { ok: false, message, place: placeAt(lines, offset) };
  }
  const offsets = valueOffsets(text);
  return {
    ok: true,
    value,
    placeOf: (pointer) => {
      // A missing field is reported where its object is: the nearest place that exists.
      let p = pointer;
      while (!offsets.has(p) && p) p = p.slice(0, p.lastIndexOf('/'));
      return placeAt(lines, offsets.get(p) ?? 0);
    },
  };
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

function placeAt(starts: number[], offset: number): TextPlace {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - (starts[lo] ?? 0) + 1 };
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * JSON pointer -> offset where its value starts, for text JSON.parse accepted. A property's
 * place is its key (where an editor puts the cursor to change it).
 */
function valueOffsets(text: string): Map<string, number> {
  const out = new Map<string, number>();
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i] ?? '')) i++;
  };
  const readString = (): string => {
    const start = i++;
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const readValue = (pointer: string): void => {
    skipSpace();
    out.set(pointer, i);
    const c = text[i];
    if (c === '{') {
      i++;
      skipSpace();
      if (text[i] === '}') return void i++;
      for (;;) {
        skipSpace();
        const keyAt = i;
        const key = readString();
        skipSpace();
        i++; // the colon
        readValue(`${pointer}/${escapePointer(key)}`);
        out.set(`${pointer}/${escapePointer(key)}`, keyAt);
        skipSpace();
        if (text[i++] === '}') return;
      }
    }
    if (c === '[') {
      i++;
      skipSpace();
      if (text[i] === ']') return void i++;
      for (let n = 0; ; n++) {
        readValue(`${pointer}/${n}`);
        skipSpace();
        if (text[i++] === ']') return;
      }
    }
    if (c === '"') return void readString();
    while (i < text.length && !/[\s,\]}]/.test(text[i] ?? '')) i++;
  };
  readValue('');
  return out;
}
