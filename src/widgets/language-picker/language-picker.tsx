import { useLingui } from '@lingui/react/macro';
import { useAtom, useAtomValue } from 'jotai';
import type { Language } from '@schemas/site/constants';
import { languageAtom } from '../../atoms/preferences';
import { readySiteAtom } from '../../atoms/site';
import { LANGUAGE_INFO } from '../../i18n/languages';
import { Dropdown } from '../../ui/dropdown/dropdown';
import type { WidgetBaseProps } from '../define-widget';
import type { LanguagePickerProps } from './language-picker.props';
import styles from './language-picker.module.css';
import { Chevron } from '../../ui/icon/chevron';

/** Short labels players expect on the button (TY is Filipino). */
const SHORT: Record<Language, string> = {
  EN: 'EN',
  CN: '中文',
  VI: 'VI',
  JA: '日本語',
  TH: 'ไทย',
  TY: 'FIL',
  ID: 'ID',
};

/** The merchant's header languages (spec §1, §2; R2.27), remembered on this device. */
export default function LanguagePicker({ display = 'code' }: LanguagePickerProps & WidgetBaseProps) {
  const { t } = useLingui();
  const offered = useAtomValue(readySiteAtom).languages.header;
  const [language, setLanguage] = useAtom(languageAtom);
  if (offered.length < 2) return null;
  const current = LANGUAGE_INFO[language];
  const languageName = current.nativeName;
  return (
    <Dropdown
      buttonLabel={t`Language: ${languageName}`}
      buttonClassName={styles.button}
      button={
        <>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path
              d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            />
          </svg>
          <span lang={current.tag}>{display === 'name' ? current.nativeName : SHORT[language]}</span>
          <Chevron direction="down" size={12} />
        </>
      }
    >
      {(close) =>
        offered.map((code) => (
          <button
            key={code}
            type="button"
            role="menuitemradio"
            aria-checked={code === language}
            className={styles.item}
            lang={LANGUAGE_INFO[code].tag}
            onClick={() => {
              setLanguage(code);
              close();
            }}
          >
            <span>{LANGUAGE_INFO[code].nativeName}</span>
            <span className={styles.code}>{code}</span>
          </button>
        ))
      }
    </Dropdown>
  );
}
