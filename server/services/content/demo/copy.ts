import type { LocalizedText } from '../localized-text';

/**
 * A demo text in every header language, in the order EN, CN, VI, JA, TH, TY (Filipino),
 * ID. `{brand}` is replaced by the merchant's name when the demo data is written.
 */
export function tr(
  en: string,
  cn: string,
  vi: string,
  ja: string,
  th: string,
  ty: string,
  id: string,
): LocalizedText {
  return { EN: en, CN: cn, VI: vi, JA: ja, TH: th, TY: ty, ID: id };
}

/** The text with the merchant's name in place of `{brand}`. */
export function brand(text: LocalizedText, name: string): LocalizedText {
  return Object.fromEntries(Object.entries(text).map(([k, v]) => [k, v.replaceAll('{brand}', name)]));
}

/** HTML paragraphs from plain lines, per language (demo articles are written as lines). */
export function paragraphs(text: LocalizedText): LocalizedText {
  return Object.fromEntries(
    Object.entries(text).map(([k, v]) => [
      k,
      v
        .split('\n')
        .map((line) => (line.startsWith('- ') ? `<li>${line.slice(2)}</li>` : `<p>${line}</p>`))
        .join('')
        .replace(/(<li>.*?<\/li>)+/g, (list) => `<ul>${list}</ul>`),
    ]),
  );
}
