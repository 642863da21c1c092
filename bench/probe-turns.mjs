// Development aid (issue 46): for the cross-language questions of a conversation set, where the
// answering document ranks when the question is read through its translations, and which readings
// carried it. `node bench/probe-turns.mjs [dev-turns|dev] [--kind=cross-language] [--id=dt-en-01,...] [--terms]`
import { SEED_DOCUMENTS } from '../backend/dist/documents/seed/seed-documents.js';
import { rewriteQuestion } from '../backend/dist/assistant/retrieval/synonyms.js';
import { questionTermFactor } from '../backend/dist/assistant/answer/pipeline.js';
import { scopesFor } from '../backend/dist/assistant/retrieval/file-scopes.js';
import { indexThroughEvents } from './eval-index.mjs';
import { loadHalf } from './eval-new.mjs';

const args = process.argv.slice(2);
const half = args.find((a) => !a.startsWith('--')) ?? 'dev-turns';
const kind = args.find((a) => a.startsWith('--kind='))?.slice(7) ?? 'cross-language';
const ids = args
  .find((a) => a.startsWith('--id='))
  ?.slice(5)
  .split(',');
const showTerms = args.includes('--terms');
const { documents, set } = loadHalf(half);
const idx = await indexThroughEvents([...SEED_DOCUMENTS, ...documents], { asSeeded: true });
const questions = [...set.answerable, ...set.outOfScope].filter((q) => (ids ? ids.includes(q.id) : q.kind === kind || kind === 'all'));
let firsts = 0;
let threes = 0;
for (const q of questions) {
  const other = q.language === 'en' ? 'ar' : 'en';
  const r = idx.retrieval.searchScopes(rewriteQuestion(q.question), scopesFor(undefined), 10, {
    termFactor: questionTermFactor,
    translateTo: other,
  });
  const rank = q.document ? r.hits.findIndex((h) => h.title === q.document) + 1 : 0;
  if (rank === 1) firsts++;
  if (rank > 0 && rank <= 3) threes++;
  console.log(
    `\n${q.id} [${q.nearMiss ? 'near miss' : (q.document ?? 'out')}] rank ${rank} conf ${r.confidence.toFixed(3)}: ${q.question}`,
  );
  for (const h of r.hits.slice(0, 3)) console.log(`   ${h.score.toFixed(2)} ${h.confidence.toFixed(3)} ${h.title}`);
  if (showTerms) {
    const byGroup = new Map();
    for (const t of r.terms) byGroup.set(t.group, [...(byGroup.get(t.group) ?? []), `${t.term}@${t.match}`]);
    console.log('   ' + r.words.map((w, g) => `${w.term}(${w.idf.toFixed(1)}) -> ${(byGroup.get(g) ?? []).join(', ')}`).join('\n   '));
  }
}
console.log(`\nanswering document first ${firsts}/${questions.length}, in top 3 ${threes}/${questions.length}`);
await idx.close();
