import { i18n } from '@lingui/core';

/** 812 KB, 2.4 MB: in the member's number format. */
export function fileSizeText(bytes: number): string {
  const unit = bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte';
  const value = unit === 'megabyte' ? bytes / (1024 * 1024) : Math.max(1, bytes / 1024);
  return new Intl.NumberFormat(i18n.locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
  }).format(value);
}
