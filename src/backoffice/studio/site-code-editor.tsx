import { basicSetup, EditorView } from 'codemirror';
import { EditorState } from '@codemirror/state';
import { json, jsonLanguage, jsonParseLinter } from '@codemirror/lang-json';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { linter } from '@codemirror/lint';
import { hoverTooltip } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { jsonCompletion, jsonSchemaHover, stateExtensions } from 'codemirror-json-schema';
import { useEffect, useRef } from 'react';
import type { SiteEditorProps } from './site-editor-props';

/**
 * The studio's editor: CodeMirror 6 with JSON, its syntax errors marked where they are, and
 * completion and hover help from the generated site or theme schema (the same schema the
 * platform checks against). What breaks the schema is the platform's check to say, in the
 * studio's problem list: the editor's own schema linter reads the schema as draft 4 and marked
 * dozens of false problems on every shipped site (its `oneOf` of widget nodes). This
 * module and the schema load only when the studio opens (site-editor.tsx), never in the
 * back office's first chunk.
 */
/**
 * Colours from the back office's theme (the default style is for light pages and fails
 * contrast on the dark one): names strong, values plain, the rest secondary.
 */
const themed = syntaxHighlighting(
  HighlightStyle.define([
    { tag: tags.propertyName, color: 'var(--tsr-text-primary)', fontWeight: '600' },
    { tag: [tags.string, tags.number, tags.bool, tags.null], color: 'var(--tsr-text-primary)' },
    { tag: [tags.punctuation, tags.bracket, tags.separator], color: 'var(--tsr-text-secondary)' },
  ]),
);

const surface = EditorView.theme({
  '&': { color: 'var(--tsr-text-primary)', backgroundColor: 'var(--tsr-surface-raised)' },
  '.cm-gutters': {
    color: 'var(--tsr-text-secondary)',
    backgroundColor: 'var(--tsr-surface-sunken)',
    borderRight: '1px solid var(--tsr-border)',
  },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'transparent' },
  '&.cm-focused': { outline: '2px solid var(--tsr-focus)' },
  '.cm-cursor': { borderLeftColor: 'var(--tsr-text-primary)' },
});

/**
 * The nonce the back office's page grants the editor's styles (server/portal/serve-back-office.ts):
 * CodeMirror writes its theme into a `<style>` element, which the page's policy refuses without it.
 */
function styleNonce() {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  return nonce ? [EditorView.cspNonce.of(nonce)] : [];
}

/** JSON with its syntax checked, and the schema's completion and hover help. */
const jsonTools = (schema: Parameters<typeof stateExtensions>[0]) => [
  json(),
  linter(jsonParseLinter()),
  jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
  hoverTooltip(jsonSchemaHover()),
  stateExtensions(schema),
];

/** Each file's generated schema, as text in its own chunk. */
const SCHEMAS = {
  site: () => import('@schemas/site.schema.json?raw'),
  theme: () => import('@schemas/theme.schema.json?raw'),
} as const;

export default function SiteCodeEditor({ file, value, onChange, label, jump }: SiteEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  // The text to start from when the editor is made, after its schema's chunk has arrived: the
  // studio's text of that moment, not of the mount (a tab switch loads its file meanwhile).
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  useEffect(() => {
    let cancelled = false;
    // As text: its own chunk, parsed here (a typed import of the whole schema only slows the compiler).
    void SCHEMAS[file]().then((schema) => {
      if (cancelled || !host.current) return;
      const state = EditorState.create({
        doc: latest.current,
        extensions: [
          styleNonce(),
          basicSetup,
          themed,
          surface,
          ...jsonTools(JSON.parse(schema.default) as Parameters<typeof stateExtensions>[0]),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((u) => {
            if (u.docChanged) changed.current(u.state.doc.toString());
          }),
        ],
      });
      view.current = new EditorView({ state, parent: host.current });
    });
    return () => {
      cancelled = true;
      view.current?.destroy();
      view.current = null;
    };
    // The editor owns its text once made; a new text from outside replaces it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A text the studio loaded (the newest version) replaces the document.
  useEffect(() => {
    const v = view.current;
    if (v && v.state.doc.toString() !== value)
      v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value } });
  }, [value]);

  // A problem picked in the list: the cursor goes to its line and column.
  useEffect(() => {
    const v = view.current;
    if (!v || !jump) return;
    const line = v.state.doc.line(Math.min(Math.max(jump.line, 1), v.state.doc.lines));
    const pos = Math.min(line.from + Math.max(jump.column - 1, 0), line.to);
    v.dispatch({ selection: { anchor: pos }, scrollIntoView: true });
    v.focus();
  }, [jump]);

  return <div ref={host} data-testid="site-code-editor" />;
}
