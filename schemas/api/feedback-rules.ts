/**
 * Feedback limits (spec §5: "between two word limits"), shared by the form and the
 * platform. No schema library here, so the portal can import it.
 */
export const FEEDBACK_TYPES = [
  'suggestion',
  'complaint',
  'deposit',
  'withdrawal',
  'game',
  'account',
  'other',
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** Fewer words rarely say what happened; more belong in a support chat. */
export const FEEDBACK_MIN_WORDS = 5;
export const FEEDBACK_MAX_WORDS = 500;
/** A hard cap on characters, whatever the words. */
export const FEEDBACK_MAX_CHARS = 4000;

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'word' })
    : undefined;

/**
 * Words as a reader counts them in any of the portal's languages: Latin and Vietnamese
 * by spaces, Chinese and Japanese by character, Thai by its dictionary word breaks
 * (Intl.Segmenter). Punctuation and spaces are not words.
 */
export function countWords(text: string): number {
  if (!segmenter) return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  let n = 0;
  for (const s of segmenter.segment(text)) {
    if (!s.isWordLike) continue;
    // Chinese and Japanese ideographs and kana count one each, as word processors do.
    const cjk = s.segment.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu);
    n += cjk
      ? cjk.length + (/[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(s.segment) ? 1 : 0)
      : 1;
  }
  return n;
}

/** Pictures a member may attach (spec §5/§9: png or jpg, 5 MB each, 3 at most). */
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** multipart/form-data, files in field `file` (members only); answers `{ images: [{ id }] }`. */
export const FEEDBACK_IMAGE_UPLOAD_PATH = '/wps/feedback/images';
