/** A date and time of the platform, in the operator's language and time zone. */
export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Minor units as money with 2 decimals and the currency code. */
export function formatMinor(minor: number, currency: string, locale: string): string {
  const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    minor / 100,
  );
  return `${amount} ${currency}`;
}
