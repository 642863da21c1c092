import { AUDIT_CSV_COLUMNS, type AuditEvent } from '@kb/contracts';

/** Excel reads a UTF-8 file as UTF-8 (Arabic included) only when it starts with a byte-order mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled. Text
 * starting with = + - @ or a tab is prefixed with ' so a spreadsheet shows it instead of running it.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvHeader = () => `${AUDIT_CSV_COLUMNS.join(',')}\r\n`;

export function csvRow(e: AuditEvent): string {
  const m = e.metadata;
  const cells = [
    e.position,
    e.id,
    m.at,
    m.actor,
    m.actorName,
    e.type,
    e.streamId,
    e.streamVersion,
    m.correlationId,
    m.causationId,
    e.hash,
    JSON.stringify(e.data),
  ];
  return `${cells.map(csvCell).join(',')}\r\n`;
}
