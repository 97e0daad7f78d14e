import type { StudioFile } from '@schemas/api/ops/site-studio-rules';

/** What the studio gives its editor: the text, where to put the cursor, and who hears edits. */
export interface SiteEditorProps {
  /** Which file is edited: its schema drives completion and inline problems. */
  file: StudioFile;
  value: string;
  onChange(text: string): void;
  /** The editor's accessible name. */
  label: string;
  /** A place to move the cursor to (a new object each time a problem is picked). */
  jump?: { line: number; column: number } | undefined;
}
