// Answers on documents nobody tuned for: the held-out set of bench/new-eval/ (issue 28).
//
//   npm run eval -- --new            both halves, each printed on its own (dev, then test)
//   npm run eval -- --new=dev        the dev half only (the one to look at while changing the engine)
//   npm run eval -- --new=test       the frozen test half only (scored to report, never to pick a rule)
//   npm run eval -- --new --dump     also writes one row per question to bench/results/new-eval-<half>-rows.json
//   npm run eval -- --new=fresh      a second held-out set, written later than the engine of stop 43 (README)
//   npm run eval -- --new=fresh --check   only checks a set (front matter, every fact form in its document), asks nothing
//   npm run eval -- --new=turns      the frozen set of cross-language questions and follow-ups (README): scored to report only;
//                                    a question's earlier turns (`previous`) are asked first, in one conversation
//   npm run eval -- --new=dev-turns  the same kinds on the dev documents (bench/new-eval/dev/turns.json): tune on this one
//   npm run eval -- --new=turns --check   only checks a set; --new=dev --check checks dev-turns too when the file is there
//
// Each half's documents (bench/new-eval/<half>/documents/*.md) are appended as DocumentCreated
// events BESIDE the seed documents, as an admin publishing them in production would: retrieval
// has to find the right one among all active documents. The other half's documents are not
// appended, so one half's figures never depend on the other's. The questions
// (bench/new-eval/<half>/questions.json) are asked and scored by the same code as --kb
// (bench/eval-kb.mjs), which also checks every surface form of every fact is in its document.
// On top of the --kb figures a confidence table gives near misses answered as if sure /
// uncertain / refused and the useful answers marked "not sure".
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORY_CODES } from '@kb/contracts';
import { SEED_DOCUMENTS } from '../backend/dist/documents/seed/seed-documents.js';
import { detectLanguage } from '../backend/dist/assistant/analysis/analyze.js';
import { askAll, checkQuestions, dumpRows, report } from './eval-kb.mjs';
import { indexThroughEvents } from './eval-index.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, 'new-eval');
const HALVES = ['dev', 'test'];
// Asked only by name: `fresh` was written after stop 43, to score the engine once more on documents
// no rule has seen (bench/new-eval/README.md).
const NAMED = [...HALVES, 'fresh', 'turns', 'dev-turns'];
// Conversation sets (issue 46): questions asked across languages and after earlier questions
// (`previous`, replayed as one conversation by askAll).
const TURNS = {
  turns: { documents: 'turns', questions: 'turns/questions.json' },
  'dev-turns': { documents: 'dev', questions: 'dev/turns.json' },
};
const sourceOf = (half) => TURNS[half] ?? { documents: half, questions: `${half}/questions.json` };
// The done-when of issue 28 (on the test half); sources per answer and answerable refused as --kb.
const TARGET = {
  useful: 0.85,
  firstSource: 0.9,
  sourcesPerAnswer: 1.3,
  outOfScopeRefused: 0.6,
  answerableRefused: 0.05,
  nearMissAnswered: 0,
  nearMissRefused: 0.6,
  usefulUncertain: 0.1,
};

/** A stable UUID per document file, so a document keeps its id (and stream) from run to run. */
function idOf(key) {
  const h = createHash('sha1').update(`kb-new-eval:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** One Markdown file per document: front matter (title, category, language, status), then the content. */
export function loadDocuments(half) {
  const dir = join(ROOT, half, 'documents');
  const problems = [];
  const docs = readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
      if (!m) {
        problems.push(`${file}: no front matter`);
        return null;
      }
      const meta = Object.fromEntries(
        m[1]
          .split('\n')
          .filter(Boolean)
          .map((line) => {
            const i = line.indexOf(':');
            return [line.slice(0, i).trim(), line.slice(i + 1).trim()];
          }),
      );
      const doc = {
        id: idOf(`${half}/${file}`),
        file,
        title: meta.title,
        category: meta.category,
        language: meta.language,
        status: meta.status,
        content: m[2].trim(),
      };
      if (!doc.title) problems.push(`${file}: no title`);
      if (!CATEGORY_CODES.includes(doc.category))
        problems.push(`${file}: category ${doc.category} is not one of ${CATEGORY_CODES.join(', ')}`);
      if (doc.status !== 'active') problems.push(`${file}: status ${doc.status} (the held-out documents are published as active)`);
      if (detectLanguage(`${doc.title} ${doc.content}`) !== doc.language)
        problems.push(`${file}: reads as ${detectLanguage(doc.content)}, not ${doc.language}`);
      if (SEED_DOCUMENTS.some((d) => d.title === doc.title)) problems.push(`${file}: a seed document has the title ${doc.title}`);
      return doc;
    })
    .filter(Boolean);
  const titles = docs.map((d) => d.title);
  titles.forEach((t, i) => titles.indexOf(t) !== i && problems.push(`${half}: two documents titled ${t}`));
  if (problems.length) {
    console.error(`bench/new-eval/${half}/documents has problems:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  return docs;
}

export function loadHalf(half) {
  const where = sourceOf(half);
  const documents = loadDocuments(where.documents);
  const file = `bench/new-eval/${where.questions}`;
  const set = checkQuestions(JSON.parse(readFileSync(join(ROOT, where.questions), 'utf8')), documents, {
    file,
    kind: `${where.documents} document`,
    everyForm: true,
  });
  const asked = new Set(set.answerable.map((q) => q.document));
  const unasked = documents.filter((d) => !asked.has(d.title));
  if (unasked.length && !TURNS[half]) {
    console.error(`${file}: no question about ${unasked.map((d) => d.title).join(', ')}`);
    process.exit(1);
  }
  return { documents, set };
}

/** Questions per kind and language, e.g. "cross-language en 12 ar 12". */
function kindCounts(set) {
  const all = [...set.answerable.map((q) => ({ ...q, out: false })), ...set.outOfScope.map((q) => ({ ...q, out: true }))];
  const label = (q) => (q.out ? (q.nearMiss ? (q.previous ? 'near-miss follow-up' : 'near miss') : 'out of scope') : (q.kind ?? 'no kind'));
  const labels = [...new Set(all.map(label))];
  return labels
    .map(
      (l) =>
        `${l} en ${all.filter((q) => label(q) === l && q.language === 'en').length} ar ${all.filter((q) => label(q) === l && q.language === 'ar').length}`,
    )
    .join(', ');
}

export async function runNewEval(args) {
  const flag = args.find((a) => a === '--new' || a.startsWith('--new='));
  const only = flag?.includes('=') ? flag.slice('--new='.length) : null;
  if (only && !NAMED.includes(only)) {
    console.error(`--new=${only}: the sets are ${NAMED.join(', ')}`);
    process.exit(1);
  }
  const check = args.includes('--check');
  const sets = only ? [only] : [...HALVES];
  if (check && sets.includes('dev') && existsSync(join(ROOT, TURNS['dev-turns'].questions))) sets.push('dev-turns');
  for (const half of sets) {
    const { documents, set } = loadHalf(half);
    if (check) {
      const count = (lang) =>
        `${lang} ${documents.filter((d) => d.language === lang).length} documents, ${set.answerable.filter((q) => q.language === lang).length} answerable, ${set.outOfScope.filter((q) => q.language === lang && q.nearMiss).length} near misses, ${set.outOfScope.filter((q) => q.language === lang && !q.nearMiss).length} out of scope`;
      console.log(
        `bench/new-eval/${TURNS[half]?.questions ?? half}: checked, no problem (${count('en')}; ${count('ar')})${TURNS[half] ? `; kinds: ${kindCounts(set)}` : ''}`,
      );
      continue;
    }
    const n = (xs, lang) => xs.filter((x) => x.language === lang).length;
    const near = (lang) => set.outOfScope.filter((q) => q.language === lang && q.nearMiss).length;
    const heldOut =
      half === 'fresh' || half === 'turns'
        ? 'set (held out: scored to report, never to pick a rule)'
        : `half${half === 'test' ? ' (frozen: scored to report, never to pick a rule)' : ''}`;
    console.log(`\n==== ${half} ${heldOut} ====`);
    console.log(
      `knowledge base: ${SEED_DOCUMENTS.length} seed documents as the seeder appends them, plus ${documents.length} new active documents (en ${n(documents, 'en')}, ar ${n(documents, 'ar')}) from bench/new-eval/${sourceOf(half).documents}/documents`,
    );
    console.log(
      `questions: ${['en', 'ar'].map((l) => `${l} ${n(set.answerable, l)} answerable + ${near(l)} near misses + ${n(set.outOfScope, l) - near(l)} out of scope`).join(', ')} (bench/new-eval/${sourceOf(half).questions})`,
    );
    const index = await indexThroughEvents([...SEED_DOCUMENTS, ...documents], { asSeeded: true });
    console.log(`index: ${index.chunkCount ?? '?'} chunks`);
    const rows = await askAll(index, set);
    await index.close();
    report(rows, { target: TARGET, confidence: true });
    if (args.includes('--dump')) dumpRows(rows, join(HERE, 'results', `new-eval-${half}-rows.json`));
  }
}
