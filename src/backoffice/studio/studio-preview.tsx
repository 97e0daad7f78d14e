import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { SelectField } from '../../ui/form/select-field';
import styles from './site-studio.module.css';

/** The two sizes the preview shows the portal at (a common phone, a laptop). */
export const PREVIEW_SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type PreviewDevice = keyof typeof PREVIEW_SIZES;

export interface PreviewChoice {
  device: PreviewDevice;
  language: string;
  theme: 'dark' | 'light';
}

/**
 * The real portal in a frame, showing the draft at phone or desktop size, scaled down to
 * fit the column (the page lays itself out at the real width), in the language and theme
 * picked here.
 */
export function StudioPreview({
  url,
  busy,
  languages,
  choice,
  onChoice,
}: {
  url: string | null;
  busy: boolean;
  languages: readonly string[];
  choice: PreviewChoice;
  onChoice(next: PreviewChoice): void;
}) {
  const { i18n } = useLingui();
  const frame = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(0);
  useEffect(() => {
    const el = frame.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(([entry]) => setRoom(entry?.contentRect.width ?? 0));
    watch.observe(el);
    return () => watch.disconnect();
  }, []);
  // The portal in the frame takes a moment to start: say so until the frame has loaded this draft.
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const loading = busy || (url !== null && loadedUrl !== url);
  const size = PREVIEW_SIZES[choice.device];
  const scale = room > 0 ? Math.min(1, room / size.width) : 1;
  return (
    <section className={styles.preview} aria-labelledby="studio-preview" aria-busy={loading}>
      <h2 id="studio-preview" className={styles.subtitle}>
        {i18n._(msg`Preview`)}
      </h2>
      <div className={styles.pickers}>
        <SelectField
          label={i18n._(msg`Size`)}
          value={choice.device}
          options={[
            { value: 'phone', label: i18n._(msg`Phone (390 px)`) },
            { value: 'desktop', label: i18n._(msg`Desktop (1280 px)`) },
          ]}
          onChange={(v) => onChoice({ ...choice, device: v === 'desktop' ? 'desktop' : 'phone' })}
        />
        <SelectField
          label={i18n._(msg`Language`)}
          value={choice.language}
          options={languages.map((l) => ({ value: l, label: l }))}
          onChange={(language) => onChoice({ ...choice, language })}
        />
        <SelectField
          label={i18n._(msg`Theme`)}
          value={choice.theme}
          options={[
            { value: 'dark', label: i18n._(msg`Dark`) },
            { value: 'light', label: i18n._(msg`Light`) },
          ]}
          onChange={(v) => onChoice({ ...choice, theme: v === 'light' ? 'light' : 'dark' })}
        />
      </div>
      <div ref={frame} className={styles.stage} style={{ height: size.height * scale }}>
        {url ? (
          <iframe
            className={styles.frame}
            title={i18n._(msg`Preview of the portal`)}
            src={url}
            width={size.width}
            height={size.height}
            style={{ transform: `scale(${scale})` }}
            onLoad={() => setLoadedUrl(url)}
          />
        ) : (
          <p className={styles.hint}>
            {i18n._(msg`The preview shows the edited site once it passes the checks.`)}
          </p>
        )}
        {url && loading && (
          <p className={styles.previewLoading} role="status">
            {i18n._(msg`Loading the preview…`)}
          </p>
        )}
      </div>
    </section>
  );
}
