/** A text in several languages, as content tables store it: {"EN": "...", "CN": "..."}. */
export type LocalizedText = Readonly<Record<string, string>>;

/** The text in the asked language, else English, else whatever language it has. */
export function pickText(text: LocalizedText | null | undefined, language: string): string {
  if (!text) return '';
  return text[language] ?? text.EN ?? Object.values(text)[0] ?? '';
}

/** Like pickText, but undefined when the text is absent or empty (optional fields). */
export function pickOptional(text: LocalizedText | null | undefined, language: string): string | undefined {
  const value = pickText(text, language);
  return value === '' ? undefined : value;
}
