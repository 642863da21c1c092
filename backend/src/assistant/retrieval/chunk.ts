/**
 * Splits a document into retrieval chunks of roughly 120-250 words. Paragraphs are the natural
 * unit of meaning, so chunks are built from whole paragraphs; only a paragraph longer than the
 * maximum is cut, at sentence boundaries, into near-equal parts (so no tiny tail chunk that
 * BM25's length normalisation would over-reward).
 */
import { countWords, splitSentences } from './sentences.js';

export interface ChunkOptions {
  minWords: number;
  maxWords: number;
}

export const DEFAULT_CHUNK_OPTIONS: ChunkOptions = { minWords: 120, maxWords: 250 };

interface Piece {
  text: string;
  words: number;
}

/** Chunk texts of one document body, in reading order; never empty for non-blank input. */
export function chunkText(content: string, options: ChunkOptions = DEFAULT_CHUNK_OPTIONS): string[] {
  const pieces: Piece[] = [];
  for (const paragraph of content.split(/\n\s*\n/)) {
    const text = paragraph.trim();
    if (!text) continue;
    const words = countWords(text);
    if (words <= options.maxWords) pieces.push({ text, words });
    else pieces.push(...splitLongParagraph(text, words, options.maxWords));
  }
  return mergePieces(pieces, options);
}

/** Cuts one paragraph into ceil(words/max) parts of about equal size at sentence ends. */
function splitLongParagraph(text: string, words: number, maxWords: number): Piece[] {
  const parts = Math.ceil(words / maxWords);
  const target = words / parts;
  const out: Piece[] = [];
  let current: string[] = [];
  let currentWords = 0;
  for (const sentence of splitSentences(text)) {
    for (const piece of splitLongSentence(sentence.text, maxWords)) {
      if (currentWords > 0 && currentWords + piece.words > maxWords) flush();
      current.push(piece.text);
      currentWords += piece.words;
      if (currentWords >= target) flush();
    }
  }
  flush();
  return out;

  function flush(): void {
    if (currentWords === 0) return;
    out.push({ text: current.join(' '), words: currentWords });
    current = [];
    currentWords = 0;
  }
}

/** A "sentence" longer than a chunk (tables, lists without punctuation) is cut by words. */
function splitLongSentence(text: string, maxWords: number): Piece[] {
  const words = countWords(text);
  if (words <= maxWords) return [{ text, words }];
  const tokens = text.split(/\s+/).filter(Boolean);
  const out: Piece[] = [];
  for (let i = 0; i < tokens.length; i += maxWords) {
    const slice = tokens.slice(i, i + maxWords);
    out.push({ text: slice.join(' '), words: slice.length });
  }
  return out;
}

/** Packs consecutive short paragraphs together until a chunk reaches the minimum size. */
function mergePieces(pieces: Piece[], options: ChunkOptions): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let words = 0;
  for (const piece of pieces) {
    const fits = words + piece.words <= options.maxWords;
    if (words > 0 && (!fits || words >= options.minWords)) {
      chunks.push(current.join('\n\n'));
      current = [];
      words = 0;
    }
    current.push(piece.text);
    words += piece.words;
  }
  if (words > 0) chunks.push(current.join('\n\n'));
  return chunks;
}
