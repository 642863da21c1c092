import { readdirSync, readFileSync } from 'node:fs';
import type { CategoryCode, DocumentStatus } from '@kb/contracts';

/**
 * Seed knowledge base of Gulfnet Telecom (Kuwait): company documents in English and Arabic.
 *
 * One Markdown file per document in `documents/` (beside this file in the sources; the built
 * seeder reads the same files), its metadata in front matter: `id`, `title` (JSON-quoted),
 * `category`, `status`. Files are read in name order, which is the seeding order.
 *
 * Content is organised in short paragraphs separated by a blank line (retrieval chunks on
 * paragraphs); list items are lines starting with "- " or "1. ". Only `active` documents may be
 * used for answers: the `draft` and `archived` ones carry deliberately different figures (an old
 * 2023 roaming tariff, old 2023 postpaid prices, an unapproved leave revision, an unlaunched plan,
 * an unapproved allowance) so tests can prove those figures never reach an answer.
 */
export interface SeedDocument {
  id: string;
  title: string;
  content: string;
  category: CategoryCode;
  status: DocumentStatus;
}

/** The folder of the Markdown files, from the sources (tests) and from the build (dist/) alike. */
const FOLDER = new URL('../../../src/documents/seed/documents/', import.meta.url);

/** Parses one seed file: front matter between `---` lines, then the content. */
export function parseSeedFile(text: string, name = 'seed file'): SeedDocument {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`${name}: no front matter`);
  const meta = new Map(
    match[1].split('\n').map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()] as const;
    }),
  );
  const field = (key: string): string => {
    const value = meta.get(key);
    if (!value) throw new Error(`${name}: front matter has no ${key}`);
    return value.startsWith('"') ? (JSON.parse(value) as string) : value;
  };
  return {
    id: field('id'),
    title: field('title'),
    category: field('category') as CategoryCode,
    status: field('status') as DocumentStatus,
    content: match[2].trim(),
  };
}

export const SEED_DOCUMENTS: readonly SeedDocument[] = readdirSync(FOLDER)
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => parseSeedFile(readFileSync(new URL(name, FOLDER), 'utf8'), name));
