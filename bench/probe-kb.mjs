// Ad-hoc probe (development aid): questions against the seeded knowledge base, or with --dev the
// seeded documents plus the dev half of bench/new-eval; prints the search hits and the reply.
import { SEED_DOCUMENTS } from '../backend/dist/documents/seed/seed-documents.js';
import { indexThroughEvents } from './eval-index.mjs';
import { loadDocuments } from './eval-new.mjs';
const dev = process.argv.includes('--dev');
const docs = dev ? [...SEED_DOCUMENTS, ...loadDocuments('dev')] : SEED_DOCUMENTS;
const idx = await indexThroughEvents(docs, { asSeeded: true });
for (const q of process.argv.slice(2).filter((a) => a !== '--dev')) {
  const r = idx.search(q, {});
  console.log('Q', q);
  console.log(r.words?.map((w) => `${w.term}:${w.idf.toFixed(2)}`).join(' '));
  for (const h of r.hits.slice(0, 4)) console.log(' ', h.score.toFixed(3), h.confidence?.toFixed(3), h.title);
  const a = await idx.answer(q);
  console.log(a.mode, a.text.slice(0, 400).replace(/\n/g, ' / '));
}
await idx.close();
