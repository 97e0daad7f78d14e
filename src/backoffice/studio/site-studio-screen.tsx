import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { studioFileName, type StudioFile } from '@schemas/api/ops/site-studio-rules';
import { CallError } from '../../api/call-error';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { TextField } from '../../ui/form/text-field';
import { ErrorState } from '../../ui/state-view/state-view';
import { Tabs } from '../../ui/tabs/tabs';
import { operatorSessionAtom } from '../atoms/back-office-atoms';
import {
  loadSiteHistoryAtom,
  loadSiteSourceAtom,
  publishSiteAtom,
  rollBackSiteAtom,
  type SiteProblem,
  type SiteSource,
  type SiteVersionRow,
} from '../atoms/site-studio-atoms';
import { callProblem } from '../screens/call-problem';
import boStyles from '../screens/back-office.module.css';
import { SiteEditor } from './site-editor';
import type { SiteEditorProps } from './site-editor-props';
import styles from './site-studio.module.css';
import { StudioHistory } from './studio-history';
import { StudioPreview, type PreviewChoice } from './studio-preview';
import { StudioProblems } from './studio-problems';
import { useStudioPreview } from './use-studio-preview';

type Loaded =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; source: SiteSource };

/**
 * The site studio (docs/decisions/site-studio.md): the merchant's site.json or theme.json in
 * a schema-aware editor, checked and previewed in the real portal as it is edited, then
 * published from the version it was opened at; another operator's publish in between is
 * told, and the edit stays on screen to copy from. History rolls back any version (a version
 * holds both files). One file is edited at a time: a tab does not change while its edit is
 * unpublished, so no edit is lost by switching.
 */
export function SiteStudioScreen({ Editor = SiteEditor }: { Editor?: ComponentType<SiteEditorProps> }) {
  const { i18n } = useLingui();
  const platformWide = useAtomValue(operatorSessionAtom)?.operator.merchant === null;
  const [merchantText, setMerchantText] = useState('');
  const [merchant, setMerchant] = useState<string | undefined>();
  const [file, setFile] = useState<StudioFile>('site');
  const [held, setHeld] = useState(false);
  const [siteLanguages, setSiteLanguages] = useState<string[]>(['EN']);
  const loadSource = useSetAtom(loadSiteSourceAtom);
  const loadHistory = useSetAtom(loadSiteHistoryAtom);
  const publish = useSetAtom(publishSiteAtom);
  const rollBack = useSetAtom(rollBackSiteAtom);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [text, setText] = useState<string | null>(null);
  const [history, setHistory] = useState<SiteVersionRow[]>([]);
  const [jump, setJump] = useState<{ line: number; column: number } | undefined>();
  const [choice, setChoice] = useState<PreviewChoice>({ device: 'phone', language: 'EN', theme: 'dark' });
  const [publishing, setPublishing] = useState(false);
  const [refused, setRefused] = useState<SiteProblem[] | null>(null);
  const [conflict, setConflict] = useState<string | undefined>();
  const [kept, setKept] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const ready = !platformWide || merchant !== undefined;
  const scope = useMemo(() => (merchant ? { merchant } : {}), [merchant]);

  // Only the newest load may fill the editor: a tab switched while site.json is still on its
  // way must not get site.json's text when that answer arrives after theme.json's.
  const newestLoad = useRef(0);
  const reload = useCallback(async () => {
    const load = ++newestLoad.current;
    setLoaded({ kind: 'loading' });
    try {
      const [source, versions] = await Promise.all([loadSource({ ...scope, file }), loadHistory(scope)]);
      if (load !== newestLoad.current) return;
      setLoaded({ kind: 'ready', source });
      setText(source.text);
      setHistory(versions.items);
    } catch (err) {
      if (load !== newestLoad.current) return;
      setLoaded({ kind: 'failed', message: i18n._(callProblem(err)) });
    }
  }, [loadSource, loadHistory, scope, file, i18n]);
  useEffect(() => {
    if (ready) void reload();
  }, [ready, reload]);

  const preview = useStudioPreview(ready ? text : null, merchant, choice, file);
  // The preview offers the site's languages; on the theme tab, those of the site last read.
  useEffect(() => {
    if (file === 'site' && text !== null) setSiteLanguages(headerLanguages(text));
  }, [file, text]);
  const source = loaded.kind === 'ready' ? loaded.source : undefined;
  const edited = source !== undefined && text !== source.text;
  const fileName = studioFileName(file);

  function chooseFile(next: StudioFile) {
    if (next === file) return;
    if (edited) return setHeld(true);
    setHeld(false);
    setDone(undefined);
    setRefused(null);
    setKept(undefined);
    setText(null);
    setLoaded({ kind: 'loading' });
    setFile(next);
  }

  async function publishNow() {
    if (text === null || !source) return;
    setPublishing(true);
    setProblem(undefined);
    setDone(undefined);
    setConflict(undefined);
    setRefused(null);
    try {
      const answer = await publish({ text, baseVersionId: source.versionId, file, ...scope });
      if (answer.published) {
        const id = answer.version.id;
        setDone(i18n._(msg`Published as version ${id}: players get it now.`));
        await reload();
      } else setRefused(answer.problems);
    } catch (err) {
      if (err instanceof CallError && err.code === 'CONFLICT') setConflict(err.message);
      else setProblem(i18n._(callProblem(err)));
    }
    setPublishing(false);
  }

  async function loadNewest() {
    // The edit is kept beside the editor, to copy from into the newest version.
    setKept(text ?? undefined);
    setConflict(undefined);
    await reload();
  }

  async function rollBackTo(versionId: number): Promise<string | undefined> {
    try {
      const answer = await rollBack({ versionId, baseVersionId: source?.versionId ?? null, ...scope });
      const id = answer.version.id;
      setDone(i18n._(msg`Rolled back to version ${versionId} (kept as version ${id}).`));
      await reload();
      return undefined;
    } catch (err) {
      return err instanceof CallError && err.code === 'CONFLICT' ? err.message : i18n._(callProblem(err));
    }
  }

  const shown = refused ?? preview.problems;
  return (
    <section className={boStyles.panel} aria-labelledby="bo-studio">
      <div className={styles.titleRow}>
        <h1 id="bo-studio" className={boStyles.title}>
          {i18n._(msg`Site studio`)}
        </h1>
        {source && (
          <div className={styles.actions}>
            <Button onClick={() => void publishNow()} busy={publishing} disabled={!edited}>
              {i18n._(msg`Publish`)}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setText(source.text);
                setHeld(false);
              }}
              disabled={!edited}
            >
              {i18n._(msg`Discard edits`)}
            </Button>
          </div>
        )}
      </div>
      {platformWide && (
        <form
          className={boStyles.searchRow}
          aria-label={i18n._(msg`Merchant`)}
          onSubmit={(e) => {
            e.preventDefault();
            const code = merchantText.trim().toLowerCase();
            if (code) setMerchant(code);
          }}
        >
          <TextField
            label={i18n._(msg`Merchant code`)}
            value={merchantText}
            onChange={setMerchantText}
            maxLength={32}
            autoCapitalize="none"
            spellCheck={false}
          />
          <Button type="submit" variant="secondary">
            {i18n._(msg`Open`)}
          </Button>
        </form>
      )}
      {done && <FormMessage tone="success">{done}</FormMessage>}
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      {conflict && (
        <div className={styles.conflict} role="alert">
          <FormMessage tone="error">{conflict}</FormMessage>
          <Button variant="secondary" onClick={() => void loadNewest()}>
            {i18n._(msg`Load the newest version (your edit is kept to copy from)`)}
          </Button>
        </div>
      )}
      {refused && (
        <FormMessage tone="error">{i18n._(msg`Not published: fix the problems below first.`)}</FormMessage>
      )}
      {source?.differsFromServed && (
        <FormMessage tone="info">
          {i18n._(
            msg`The ${fileName} in the folder is not what players get: it failed the checks or is not read yet.`,
          )}
        </FormMessage>
      )}
      {held && edited && (
        <FormMessage tone="info">
          {i18n._(msg`Publish or discard your edit of ${fileName} before opening the other file.`)}
        </FormMessage>
      )}
      {!ready ? (
        <p className={styles.hint}>{i18n._(msg`Name the merchant whose site you edit.`)}</p>
      ) : (
        <Tabs
          label={i18n._(msg`File`)}
          items={[
            { key: 'site', label: studioFileName('site') },
            { key: 'theme', label: studioFileName('theme') },
          ]}
          value={file}
          onChange={chooseFile}
        >
          {loaded.kind === 'loading' ? (
            <p className={styles.hint} role="status">
              {i18n._(msg`Loading the site…`)}
            </p>
          ) : loaded.kind === 'failed' ? (
            <ErrorState
              message={loaded.message}
              retryLabel={i18n._(msg`Try again`)}
              onRetry={() => void reload()}
            />
          ) : (
            <div className={styles.workspace}>
              <div className={styles.column}>
                <Editor
                  key={file}
                  file={file}
                  value={text ?? ''}
                  onChange={setText}
                  label={fileName}
                  jump={jump}
                />
                {preview.failed && (
                  <FormMessage tone="error">
                    {i18n._(msg`The checks could not run. Keep editing or try again.`)}
                  </FormMessage>
                )}
                <StudioProblems problems={shown} onPick={(place) => setJump({ ...place })} />
                {kept !== undefined && (
                  <label className={styles.kept}>
                    {i18n._(msg`Your edit before reloading (read only)`)}
                    <textarea readOnly value={kept} className={styles.plain} />
                  </label>
                )}
                <StudioHistory
                  versions={history}
                  current={source?.versionId ?? null}
                  onRollBack={rollBackTo}
                />
              </div>
              <StudioPreview
                url={preview.url}
                busy={preview.busy}
                languages={siteLanguages}
                choice={choice}
                onChoice={setChoice}
              />
            </div>
          )}
        </Tabs>
      )}
    </section>
  );
}

/** The languages the edited site's header offers (EN until the text can be read). */
function headerLanguages(text: string | null): string[] {
  try {
    const header = (JSON.parse(text ?? '') as { languages?: { header?: unknown } }).languages?.header;
    return Array.isArray(header) && header.length ? header.map(String) : ['EN'];
  } catch {
    return ['EN'];
  }
}
