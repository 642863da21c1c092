/** Blank or whitespace-only text is never sent, nor anything while a reply is awaited. */
export function canSend(text: string, waiting: boolean): boolean {
  return !waiting && text.trim().length > 0;
}
