const KB = 1024;
const MB = 1024 * 1024;

const UNITS = {
  en: { b: 'B', kb: 'KB', mb: 'MB' },
  ar: { b: 'بايت', kb: 'كيلوبايت', mb: 'ميغابايت' },
} as const;

/**
 * SPEC.md section 9: sizes in B, KB or MB with 2 decimals (whole bytes have no fraction to show),
 * in the digits and units of the UI's language (ar-KW: "٤٠٫٠٠ كيلوبايت"), the same on every screen.
 */
export function formatSize(bytes: number, language: 'en' | 'ar' = 'en'): string {
  const locale = language === 'ar' ? 'ar-KW' : 'en-US';
  const units = UNITS[language];
  const whole = new Intl.NumberFormat(locale, { useGrouping: false });
  const two = new Intl.NumberFormat(locale, { useGrouping: false, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (bytes < KB) return `${whole.format(bytes)} ${units.b}`;
  if (bytes < MB) return `${two.format(bytes / KB)} ${units.kb}`;
  return `${two.format(bytes / MB)} ${units.mb}`;
}
