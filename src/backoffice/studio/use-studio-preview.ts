import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { previewSiteAtom, type SiteProblem } from '../atoms/site-studio-atoms';
import type { StudioFile } from '@schemas/api/ops/site-studio-rules';
import type { PreviewChoice } from './studio-preview';

/** How long typing pauses before the draft is checked and previewed. */
export const PREVIEW_PAUSE_MS = 700;

/**
 * Check and preview the text a moment after each edit (and at once when the language or
 * theme changes): the platform runs the checks of `npm run validate` and, when they pass,
 * keeps the draft under a preview address. A newer request wins over an older answer.
 */
export function useStudioPreview(
  text: string | null,
  merchant: string | undefined,
  choice: PreviewChoice,
  file: StudioFile,
): { url: string | null; problems: SiteProblem[]; busy: boolean; failed: boolean } {
  const preview = useSetAtom(previewSiteAtom);
  const [url, setUrl] = useState<string | null>(null);
  const [problems, setProblems] = useState<SiteProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const { language, theme } = choice;
  useEffect(() => {
    if (text === null) return;
    const ticket = ++latest.current;
    const timer = setTimeout(() => {
      setBusy(true);
      preview({ text, file, language, theme, ...(merchant ? { merchant } : {}) }).then(
        (answer) => {
          if (ticket !== latest.current) return;
          setBusy(false);
          setFailed(false);
          if (answer.ok) {
            setUrl(answer.url);
            setProblems([]);
          } else setProblems(answer.problems);
        },
        () => {
          if (ticket !== latest.current) return;
          setBusy(false);
          setFailed(true);
        },
      );
    }, PREVIEW_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, file, merchant, language, theme, preview]);
  return { url, problems, busy, failed };
}
