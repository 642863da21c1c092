const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

/** Date and time, e.g. "Nov 21, 2025, 2:10 PM" (en-US) or its ar-KW equivalent. */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Date and time with seconds, for times that would otherwise read the same ("6:04:12 PM"). */
export function formatDateTimeSeconds(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}

/** The minute an ISO time falls in (UTC), to tell which times need seconds to be told apart. */
export const minuteOf = (iso: string) => iso.slice(0, 16);

/** Time only for today, date otherwise: compact enough for the sidebar list. */
export function formatShortDateTime(iso: string, locale: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const sameDay = date.toDateString() === now.toDateString();
  return sameDay
    ? formatter(locale, { timeStyle: 'short' }).format(date)
    : formatter(locale, { month: 'short', day: 'numeric' }).format(date);
}
