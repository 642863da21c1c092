/**
 * Arabic emoji names for the chat's emoji picker (issue 31). emoji-picker-element-data has no
 * Arabic set (emojibase, which it is built from, has no Arabic annotations), so this takes its
 * English set and gives every emoji CLDR's Arabic name and keywords (cldr-annotations-full), keeping
 * the English ones after them: an Arabic search finds "قلب", and an English one still finds "heart".
 * Emoji CLDR does not name in Arabic (mostly ZWJ sequences) keep their English names.
 * Written to public/emoji-data/ar.json, which Vite copies into the build; run before build and dev.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const english = JSON.parse(readFileSync(require.resolve('emoji-picker-element-data/en/emojibase/data.json'), 'utf8'));
const arabic = JSON.parse(readFileSync(require.resolve('cldr-annotations-full/annotations/ar/annotations.json'), 'utf8')).annotations
  .annotations;

const named = (emoji) => arabic[emoji] ?? arabic[emoji.replace(/\uFE0F/g, '')];
let withArabic = 0;
const data = english.map((entry) => {
  const ar = named(entry.emoji);
  if (!ar) return entry;
  withArabic++;
  const annotation = ar.tts?.[0] ?? ar.default?.[0] ?? entry.annotation;
  const tags = [...new Set([...(ar.default ?? []), ...(entry.tags ?? []), entry.annotation])];
  return { ...entry, annotation, tags };
});

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'emoji-data', 'ar.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(data));
console.log(`[emoji-data-ar] ${withArabic} of ${data.length} emoji named in Arabic -> ${out}`);
