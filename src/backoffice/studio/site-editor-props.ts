/** What the studio gives its editor: the text, where to put the cursor, and who hears edits. */
export interface SiteEditorProps {
  value: string;
  onChange(text: string): void;
  /** The editor's accessible name. */
  label: string;
  /** A place to move the cursor to (a new object each time a problem is picked). */
  jump?: { line: number; column: number } | undefined;
}
