const SOURCE_LINE = /^\s*(?:\*\*)?(?:sources?|المصدر|المصادر)(?:\*\*)?\s*[:：]/i;

/** An answer's text without its "Source:" line: the card lists the sources itself. */
export function withoutSourceLine(content: string): string {
  return content
    .split('\n')
    .filter((line) => !SOURCE_LINE.test(line))
    .join('\n')
    .trim();
}
