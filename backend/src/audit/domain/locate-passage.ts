/**
 * The passage of a document a reply quoted, found again from the texts alone (for replies recorded
 * before replies named their passages). The reply's sentences that occur word for word in the
 * document are located; the passage runs from the first to the last of them in the document.
 */
export function locatePassage(documentContent: string, replyText: string): string | null {
  const pieces = replyText
    .split(/\n+|(?<=[.!?؟])\s+/)
    .map((s) =>
      s
        .replace(/^\s*(?:[-*•]|\d+[.)])?\s*["“«]?/, '')
        .replace(/["”»]?\s*$/, '')
        .trim(),
    )
    .filter((s) => s.length >= 12);
  let start = Infinity;
  let end = -1;
  for (const piece of pieces) {
    const at = documentContent.indexOf(piece);
    if (at < 0) continue;
    start = Math.min(start, at);
    end = Math.max(end, at + piece.length);
  }
  return end < 0 ? null : documentContent.slice(start, end);
}
