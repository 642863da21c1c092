/**
 * Turns an assistant reply into blocks (SPEC.md, chat screen): every line is a paragraph, lines
 * starting with "- " form a bulleted list, lines starting with a number and a period form a
 * numbered list, and a "Source:" line (Arabic "المصدر:") is taken out to be shown with the
 * feedback buttons. The result is rendered as text by React, never as HTML.
 */
export type MessageBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  /** Each item keeps the number its source gave it: steps 1 and 3 stay 1 and 3, not 1 and 2. */
  | { kind: 'numbered'; items: Array<{ number: number; text: string }> }
  /** Lines between ``` fences, kept as written (issue 31: the composer's code button). */
  | { kind: 'code'; text: string };

export interface FormattedMessage {
  blocks: MessageBlock[];
  /** The titles listed on the Source line, as written; null when there is none. */
  source: string | null;
}

const SOURCE_LINE = /^\s*(?:\*\*)?(?:sources?|المصدر|المصادر)(?:\*\*)?\s*[:：]\s*(?:\*\*)?\s*(.*)$/i;
const BULLET_LINE = /^\s*[-*] (.*)$/;
const FENCE = /^\s*```/;
const NUMBERED_LINE = /^\s*(\d+)\.\s+(.*)$/;

export function formatMessage(content: string): FormattedMessage {
  const blocks: MessageBlock[] = [];
  let source: string | null = null;

  let code: string[] | null = null;
  for (const rawLine of content.split(/\r?\n/)) {
    const line = rawLine.trimEnd();
    if (FENCE.test(line)) {
      if (code) {
        blocks.push({ kind: 'code', text: code.join('\n') });
        code = null;
      } else code = [];
      continue;
    }
    if (code) {
      code.push(rawLine);
      continue;
    }
    if (!line.trim()) continue;

    const sourceMatch = SOURCE_LINE.exec(line);
    if (sourceMatch) {
      source = sourceMatch[1].trim();
      continue;
    }

    const last = blocks.at(-1);
    const bullet = BULLET_LINE.exec(line);
    if (bullet) {
      if (last?.kind === 'bullets') last.items.push(bullet[1]);
      else blocks.push({ kind: 'bullets', items: [bullet[1]] });
      continue;
    }

    const numbered = NUMBERED_LINE.exec(line);
    if (numbered) {
      const item = { number: Number(numbered[1]), text: numbered[2] };
      if (last?.kind === 'numbered') last.items.push(item);
      else blocks.push({ kind: 'numbered', items: [item] });
      continue;
    }

    blocks.push({ kind: 'paragraph', text: line.trim() });
  }

  if (code) blocks.push({ kind: 'code', text: code.join('\n') });
  return { blocks, source };
}
