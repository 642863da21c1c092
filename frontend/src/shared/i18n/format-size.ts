const KB = 1024;
const MB = 1024 * 1024;

/** SPEC.md section 9: sizes in B, KB or MB with 2 decimals (whole bytes have no fraction to show). */
export function formatSize(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${(bytes / KB).toFixed(2)} KB`;
  return `${(bytes / MB).toFixed(2)} MB`;
}
