import type { Conversation, Message } from '@kb/contracts';

export interface ExportLabels {
  you: string;
  assistant: string;
  source: string;
  exported: string;
  /** A date and time as the UI shows them. */
  date: (iso: string) => string;
}

/**
 * A conversation as plain text (issue 48, Quick Actions' Export): its title, when it was exported,
 * then each message with who wrote it and when, an answer's sources after it. Attachments are named.
 */
export function conversationAsText(conversation: Conversation, messages: readonly Message[], labels: ExportLabels, now: string): string {
  const lines = [conversation.title, `${labels.exported}: ${labels.date(now)}`, ''];
  for (const message of messages) {
    lines.push(`${message.role === 'user' ? labels.you : labels.assistant} · ${labels.date(message.createdAt)}`);
    if (message.attachment) lines.push(`📎 ${message.attachment.filename}`);
    lines.push(message.content.trim());
    const titles = message.sourceDocs.map((d) => d.title);
    // An answer that already ends with its Source line is not given a second one.
    if (titles.length && !message.content.includes(titles[0])) lines.push(`${labels.source}: ${titles.join(', ')}`);
    lines.push('');
  }
  return lines.join('\n');
}

/** A file name from a conversation title: what file systems refuse is dropped, kept short. */
export function exportFileName(title: string): string {
  // Control characters are what file names may not hold.
  // eslint-disable-next-line no-control-regex
  const refused = /[\\/:*?"<>|\u0000-\u001f]+/g;
  const base = title.replace(refused, ' ').replace(/\s+/g, ' ').trim().slice(0, 80);
  return `${base || 'conversation'}.txt`;
}
