import { readFileSync } from 'node:fs';

/**
 * The assistant's shipped vocabulary is data, not code: JSON files in `vocabulary/words/` (copied
 * beside the build by `swc --copy-files`), read once at start. Teaching the engine a word is an
 * edit of a data file, or, at run time, an entry in the admin Glossary.
 */
export function vocabularyData<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`./words/${name}.json`, import.meta.url), 'utf8')) as T;
}
