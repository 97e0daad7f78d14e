import { useLingui } from '@lingui/react/macro';
import styles from './vendor-dropdown.module.css';

/** Spec §9: the vendor dropdown shows up to 11 entries. */
export const VENDOR_DROPDOWN_MAX = 11;

/**
 * The cut of a vendor menu (R2.56): the first 11 vendors, and whether "More" shows (at 11
 * vendors or more: see docs/decisions/vendor-dropdown-more.md). The header's hover panels
 * and this dropdown both cut here.
 */
export function vendorMenuCut<T>(vendors: readonly T[]): { shown: T[]; more: boolean } {
  return { shown: vendors.slice(0, VENDOR_DROPDOWN_MAX), more: vendors.length >= VENDOR_DROPDOWN_MAX };
}

export interface DropdownVendor {
  key: string;
  title: string;
  icon: string;
  isHot: boolean;
}

export interface VendorDropdownProps {
  label: string;
  vendors: readonly DropdownVendor[];
  onSelect(key: string): void;
  /** Where "more" leads (the lobby with every vendor). */
  onMore(): void;
}

/**
 * The first 11 vendors of a type, and a "more" button once the list is at that cap
 * (exactly 11 or more: see docs/decisions/vendor-dropdown-more.md).
 */
export function VendorDropdown({ label, vendors, onSelect, onMore }: VendorDropdownProps) {
  const { t } = useLingui();
  const { shown, more } = vendorMenuCut(vendors);
  return (
    <div className={styles.panel} role="group" aria-label={label}>
      <ul className={styles.list}>
        {shown.map((v) => (
          <li key={v.key}>
            <button type="button" className={styles.item} onClick={() => onSelect(v.key)}>
              <img src={v.icon} alt="" width={48} height={24} className={styles.icon} />
              <span className={styles.title}>{v.title}</span>
              {v.isHot && <span className={styles.hot}>{t`Hot`}</span>}
            </button>
          </li>
        ))}
      </ul>
      {more && (
        <button type="button" className={styles.more} onClick={onMore}>
          {t`More`}
        </button>
      )}
    </div>
  );
}
