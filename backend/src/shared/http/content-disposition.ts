import { create } from 'content-disposition';

/**
 * `Content-Disposition: attachment` for any filename, by the `content-disposition` package (RFC 6266):
 * `filename*` carries the exact name in UTF-8 (RFC 8187), so Arabic names survive; `filename` is an
 * ASCII fallback for old clients. Control characters, quotes, backslashes and path separators never
 * reach the header.
 */
export function attachmentDisposition(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must not reach a header
  const safe = name.replace(/[\u0000-\u001f\u007f"\\/]/g, '_').trim() || 'file';
  const ascii = safe.normalize('NFKD').replace(/[^\x20-\x7e]/g, '_');
  return create(safe, { fallback: ascii });
}
