// Answers staff can act on: the seeded knowledge base asked the way staff ask (issue 19).
//
//   npm run eval -- --kb          the figures, per language, beside the targets
//   npm run eval -- --kb --dump   also writes one row per question to bench/results/kb-eval-rows.json
//
// The seed documents (backend/src/documents/seed/seed-documents.ts) are appended as the seeder
// appends them (one DocumentCreated each, with its own category and status), the retrieval
// projection builds the index from the log (drafts and archived documents are tracked but not
// indexed, as in the app), and every question of bench/kb-eval/questions.json is asked through
// AssistantService.answer({ question }), as the chat asks it, with no model configured.
//
// A reply's mode puts it in one of three bands: answered (extractive, llm), uncertain (the closest
// passage offered with UNCERTAIN_REPLY_PREFIX and one source) and refused (not_found).
//   useful              answerable questions whose reply, without its Source line, contains every
//                       fact (one of its surface forms, compared after the analyser's normalisation,
//                       bench/contains.mjs); an uncertain reply counts when it contains them, a
//                       refusal never does;
//   first source right  answerable questions whose reply's first source is the expected document
//                       (a refusal counts as wrong; an uncertain reply by its one source);
//   sources per answer  mean number of sources over answered-band replies (uncertain ones carry
//                       one source by construction and are left out so they cannot flatter it);
//   words per answer    p50 / mean words of answered-band replies, without the Source line;
//   out-of-scope refused   questions no document answers that got not_found (uncertain is not a
//                       refusal: the bands show how many were offered a passage instead);
//   answerable refused  answerable questions that got not_found.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { UNCERTAIN_REPLY_PREFIX } from '@kb/contracts';
import { SEED_DOCUMENTS } from '../backend/dist/documents/seed/seed-documents.js';
import { detectLanguage, words } from '../backend/dist/assistant/analysis/analyze.js';
import { contains } from './contains.mjs';
import { indexThroughEvents } from './eval-index.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const QUESTIONS = join(HERE, 'kb-eval', 'questions.json');
const RESULTS = join(HERE, 'results', 'kb-eval-rows.json');
const TYPES = ['price', 'duration', 'role', 'list/steps', 'yes-no', 'other'];
const TARGET = { useful: 0.9, firstSource: 0.95, sourcesPerAnswer: 1.3, outOfScopeRefused: 0.95, answerableRefused: 0.05 };
const SOURCE_LINE = /^(Source|المصدر): /;

const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
const share = (xs, f) => mean(xs.map((x) => (f(x) ? 1 : 0)));
const pct = (xs, p) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const f2 = (x) => (Number.isFinite(x) ? x.toFixed(2) : '-');
const f3 = (x) => (Number.isFinite(x) ? x.toFixed(3) : '  -  ');
const band = (mode) => (mode === 'not_found' ? 'refused' : mode === 'uncertain' ? 'uncertain' : 'answered');
const titlesOf = (q) => [q.document, ...(q.alsoDocument ? [q.alsoDocument] : [])];
// Arabic glues wa-, fa-, bi-, li-, ka- to a following number too ("و200 دقيقة"), and the analyser
// keeps "و200" as one word, so a form that starts with a digit may also appear with one of them.
const formsOf = (forms) => forms.flatMap((f) => (/^\d/.test(f) ? [f, ...[...'وفبلك'].map((p) => p + f)] : [f]));
const hasFact = (text, forms) => contains(text, formsOf(forms));

/** The reply without its Source line (and without the uncertain prefix): what the asker reads as the answer. */
function bodyOf(reply, language) {
  let text = reply.text;
  const cut = text.lastIndexOf('\n\n');
  if (cut >= 0 && SOURCE_LINE.test(text.slice(cut + 2))) text = text.slice(0, cut);
  if (reply.mode === 'uncertain') {
    for (const prefix of [UNCERTAIN_REPLY_PREFIX[language], ...Object.values(UNCERTAIN_REPLY_PREFIX)]) {
      if (text.startsWith(prefix)) {
        text = text.slice(prefix.length);
        break;
      }
    }
  }
  return text.trim();
}

// The turn sets (bench/new-eval/README.md, "Conversations and other languages"): `previous` holds the
// earlier questions of the same conversation, `kind` says how a question relates to its document
// and to them. A question without `kind` answers from a document in its own language, as before.
const KINDS = ['same-language', 'cross-language', 'follow-up', 'new-topic'];
const WITH_PREVIOUS = ['follow-up', 'new-topic'];

/** The problems of a question's `previous` and `kind` fields. */
function turnProblems(q) {
  const problems = [];
  if (q.previous !== undefined) {
    const ok =
      Array.isArray(q.previous) &&
      q.previous.length >= 1 &&
      q.previous.length <= 2 &&
      q.previous.every((p) => typeof p === 'string' && p.trim());
    if (!ok) problems.push(`${q.id}: previous must be an array of 1 or 2 non-empty questions`);
  }
  if (q.kind !== undefined && !KINDS.includes(q.kind)) problems.push(`${q.id}: kind ${q.kind} is not one of ${KINDS.join(', ')}`);
  if (WITH_PREVIOUS.includes(q.kind) && q.previous === undefined) problems.push(`${q.id}: a ${q.kind} question needs previous`);
  if (q.kind && !WITH_PREVIOUS.includes(q.kind) && q.previous !== undefined)
    problems.push(`${q.id}: a ${q.kind} question is asked on its own (no previous)`);
  return problems;
}

/** Whether the language of a question's document fits its kind. */
function languageProblems(q, d) {
  const language = detectLanguage(d.title + ' ' + d.content);
  if (q.kind === 'cross-language' && language === q.language) return [`${q.id}: cross-language, but ${d.title} is in ${q.language} too`];
  if ((q.kind === undefined || q.kind === 'same-language') && language !== q.language)
    return [`${q.id}: ${d.title} is not in ${q.language}`];
  return [];
}

/**
 * A question set checks itself against its documents: titles exist, answers come from active
 * documents in the question's language (in another language for a `cross-language` question,
 * either for a follow-up or new topic), every fact is in one (with `everyForm`, every surface
 * form of every fact is in the answering document), near misses name a document of the set.
 */
export function checkQuestions(set, documents, { file, kind = 'seed document', everyForm = false }) {
  const byTitle = new Map(documents.map((d) => [d.title, d]));
  const problems = [];
  const ids = new Set();
  for (const q of [...set.answerable, ...set.outOfScope]) {
    if (ids.has(q.id)) problems.push(`${q.id}: duplicate id`);
    ids.add(q.id);
    if (detectLanguage(q.question) !== q.language)
      problems.push(`${q.id}: the question reads as ${detectLanguage(q.question)}, not ${q.language}`);
    problems.push(...turnProblems(q));
  }
  for (const q of set.answerable) {
    if (!TYPES.includes(q.type)) problems.push(`${q.id}: type ${q.type} is not one of ${TYPES.join(', ')}`);
    if (!q.facts?.length) problems.push(`${q.id}: no facts`);
    const docs = titlesOf(q).map((t) => byTitle.get(t));
    if (docs.some((d) => !d)) {
      problems.push(`${q.id}: no ${kind} titled ${titlesOf(q).find((t) => !byTitle.has(t))}`);
      continue;
    }
    for (const d of docs) {
      if (d.status !== 'active') problems.push(`${q.id}: ${d.title} is ${d.status}`);
      problems.push(...languageProblems(q, d));
    }
    for (const forms of q.facts) {
      if (!docs.some((d) => hasFact(d.content, forms))) problems.push(`${q.id}: no form of ${JSON.stringify(forms)} is in ${q.document}`);
      else if (everyForm) {
        for (const f of forms)
          if (!docs.some((d) => hasFact(d.content, [f]))) problems.push(`${q.id}: the form ${JSON.stringify(f)} is not in ${q.document}`);
      }
    }
  }
  for (const q of set.outOfScope) {
    if (q.nearMiss && !byTitle.has(q.nearMiss)) problems.push(`${q.id}: no ${kind} titled ${q.nearMiss}`);
    // Only a near miss has a document whose language its kind can be checked against.
    if (q.kind && !q.nearMiss && !WITH_PREVIOUS.includes(q.kind))
      problems.push(`${q.id}: a ${q.kind} question out of scope needs its nearMiss document`);
    if (q.kind && byTitle.has(q.nearMiss)) problems.push(...languageProblems(q, byTitle.get(q.nearMiss)));
  }
  if (problems.length) {
    console.error(`${file} has problems:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  return set;
}

export function loadQuestions() {
  return checkQuestions(JSON.parse(readFileSync(QUESTIONS, 'utf8')), SEED_DOCUMENTS, { file: 'bench/kb-eval/questions.json' });
}

/**
 * The earlier questions of a conversation (`previous`), asked first in order, each with the turns
 * before it, as the chat passes them (`AnswerRequest.history`: question, reply text, source ids,
 * language; oldest first). Returns the history the question itself is asked with.
 */
async function conversationBefore(index, q) {
  const history = [];
  for (const question of q.previous ?? []) {
    const reply = await index.answerWith({ question, history: [...history] });
    history.push({ question, answer: reply.text, sourceIds: reply.sources.map((s) => s.id), language: reply.language });
  }
  return history;
}

export async function ask(index, q, expected) {
  const history = q.previous?.length ? await conversationBefore(index, q) : null;
  const t0 = performance.now();
  const reply = history ? await index.answerWith({ question: q.question, history }) : await index.answer(q.question);
  const ms = performance.now() - t0;
  const body = reply.mode === 'not_found' ? '' : bodyOf(reply, q.language);
  const sources = reply.sources.map((s) => s.title);
  const missed = expected ? q.facts.filter((forms) => !hasFact(body, forms)) : [];
  return {
    id: q.id,
    language: q.language,
    kind: expected ? 'answerable' : 'out_of_scope',
    turn: q.kind ?? null,
    previous: q.previous ?? [],
    reading: reply.reading ?? null,
    type: q.type ?? null,
    question: q.question,
    expected: expected ? titlesOf(q) : null,
    nearMiss: q.nearMiss ?? null,
    mode: reply.mode,
    band: band(reply.mode),
    sources,
    useful: expected ? reply.mode !== 'not_found' && missed.length === 0 : null,
    firstSourceRight: expected ? reply.mode !== 'not_found' && expected.includes(sources[0]) : null,
    missedFacts: missed,
    words: body ? words(body).length : 0,
    ms: Math.round(ms * 10) / 10,
    reply: reply.text,
  };
}

function bandsOf(rows) {
  return ['answered', 'uncertain', 'refused'].map((b) => f3(share(rows, (r) => r.band === b))).join('  ');
}

const ofN = (xs, f) => `${f3(share(xs, f))} (${xs.filter(f).length}/${xs.length})`;

/**
 * Confidence on questions the documents do not settle, and on answers that are right:
 *   near misses answered as if sure  near misses (the question names a document's subject, the
 *                                    detail is not in it) whose reply is in the answered band;
 *   near misses refused              those that got not_found (uncertain is neither);
 *   correct marked "not sure"        useful replies that are in the uncertain band.
 */
function confidenceTable(rows, target) {
  const pad = (s, n) => String(s).padEnd(n);
  console.log('\n confidence: near misses (the question names a document, the detail is not in it) and useful answers');
  console.log(' lang | near misses answered as if sure | near misses uncertain | near misses refused | useful answers marked "not sure"');
  for (const lang of ['en', 'ar']) {
    const near = rows.filter((r) => r.language === lang && r.kind === 'out_of_scope' && r.nearMiss);
    const useful = rows.filter((r) => r.language === lang && r.kind === 'answerable' && r.useful);
    console.log(
      ` ${lang}   | ${pad(
        ofN(near, (r) => r.band === 'answered'),
        31,
      )} | ${pad(
        ofN(near, (r) => r.band === 'uncertain'),
        21,
      )} | ${pad(
        ofN(near, (r) => r.band === 'refused'),
        19,
      )} | ${ofN(useful, (r) => r.band === 'uncertain')}`,
    );
  }
  console.log(
    ` done | ${pad(`<=${target.nearMissAnswered.toFixed(2)}`, 31)} | ${pad('', 21)} | ${pad(`>=${target.nearMissRefused.toFixed(2)}`, 19)} | <=${target.usefulUncertain.toFixed(2)}`,
  );
}

const DIRECTION = { en: 'en -> ar', ar: 'ar -> en' };

/**
 * A conversation set's figures by kind of question (bench/new-eval/turns/) and by language: for a
 * cross-language question by direction (the question's language -> its document's). "sure, other
 * document": answerable questions answered in the sure band whose first source is not the document
 * that answers them (for a follow-up, the one the issue counts: answered as if sure from another
 * document). Out of scope: questions no document answers (near misses, general knowledge).
 */
function turnsTable(rows) {
  const pad = (s, n) => String(s).padEnd(n);
  console.log(
    '\n by kind of question (conversation sets): answerable | useful | first source right | refused | sure, other document || out of scope | refused | answered as if sure',
  );
  for (const kind of KINDS) {
    for (const lang of ['en', 'ar']) {
      const mine = rows.filter((r) => r.turn === kind && r.language === lang);
      if (!mine.length) continue;
      const ans = mine.filter((r) => r.kind === 'answerable');
      const oos = mine.filter((r) => r.kind === 'out_of_scope');
      const label = kind === 'cross-language' ? `${kind} ${DIRECTION[lang]}` : `${kind} ${lang}`;
      console.log(
        ` ${pad(label, 24)} | ${pad(ans.length, 3)} | ${pad(ans.length ? ofN(ans, (r) => r.useful) : '-', 15)} | ${pad(ans.length ? ofN(ans, (r) => r.firstSourceRight) : '-', 15)} | ${pad(ans.length ? ofN(ans, (r) => r.band === 'refused') : '-', 15)} | ${pad(ans.length ? ofN(ans, (r) => r.band === 'answered' && !r.firstSourceRight) : '-', 15)} || ${pad(oos.length, 3)} | ${pad(oos.length ? ofN(oos, (r) => r.band === 'refused') : '-', 15)} | ${oos.length ? ofN(oos, (r) => r.band === 'answered') : '-'}`,
      );
    }
  }
}

/**
 * The figures, per language. `target` is the done-when row; `confidence` adds the near-miss and
 * "not sure" table (bench/eval-new.mjs), which --kb does not print.
 */
export function report(rows, { target = TARGET, confidence = false } = {}) {
  const pad = (s, n) => String(s).padEnd(n);
  console.log(
    '\n lang | answerable | useful | first source right | sources/answer | words p50/mean | out-of-scope | out-of-scope refused | answerable refused',
  );
  for (const lang of ['en', 'ar']) {
    const ans = rows.filter((r) => r.language === lang && r.kind === 'answerable');
    const oos = rows.filter((r) => r.language === lang && r.kind === 'out_of_scope');
    const answered = ans.filter((r) => r.band === 'answered');
    const w = answered.map((r) => r.words);
    console.log(
      ` ${lang}   | ${pad(ans.length, 10)} | ${f3(share(ans, (r) => r.useful))}  | ${pad(f3(share(ans, (r) => r.firstSourceRight)), 17)} | ${pad(f2(mean(answered.map((r) => r.sources.length))), 14)} | ${pad(`${pct(w, 50) ?? '-'}/${f2(mean(w))}`, 14)} | ${pad(oos.length, 12)} | ${pad(f3(share(oos, (r) => r.band === 'refused')), 20)} | ${f3(share(ans, (r) => r.band === 'refused'))}`,
    );
  }
  console.log(
    ` done | when       | >=${target.useful.toFixed(2)}  | >=${target.firstSource.toFixed(2)}             | <=${target.sourcesPerAnswer.toFixed(1)}          |                |              | >=${target.outOfScopeRefused.toFixed(2)}               | <=${target.answerableRefused.toFixed(2)}`,
  );
  console.log('\n three bands: share of questions per reply mode (answered = extractive/llm, uncertain, refused = not_found)');
  console.log(' lang | answerable: answered uncertain refused | out-of-scope: answered uncertain refused');
  for (const lang of ['en', 'ar']) {
    const ans = rows.filter((r) => r.language === lang && r.kind === 'answerable');
    const oos = rows.filter((r) => r.language === lang && r.kind === 'out_of_scope');
    console.log(` ${lang}   |             ${bandsOf(ans)}   |               ${bandsOf(oos)}`);
  }
  if (confidence) confidenceTable(rows, target);
  if (rows.some((r) => r.turn)) turnsTable(rows);
  console.log('\n useful by question type (n):');
  for (const lang of ['en', 'ar']) {
    const ans = rows.filter((r) => r.language === lang && r.kind === 'answerable');
    const cells = TYPES.map((t) => ans.filter((r) => r.type === t))
      .filter((xs) => xs.length)
      .map((xs) => `${xs[0].type} ${f2(share(xs, (r) => r.useful))} (${xs.length})`);
    console.log(` ${lang}   | ${cells.join(' | ')}`);
  }
  console.log(
    '\n useful: the reply without its Source line contains every fact (an uncertain reply counts when it does; a refusal never);',
  );
  console.log(' first source right: over answerable questions, a refusal counts as wrong, an uncertain reply by its one source;');
  console.log(' sources/answer and words: answered-band replies only (extractive/llm), words without the Source line;');
  console.log(' out-of-scope refused: not_found only (uncertain is not a refusal; see the bands). No model configured (extractive path).');
  const failing = rows.filter((r) => (r.kind === 'answerable' ? !r.useful || !r.firstSourceRight : r.band !== 'refused'));
  console.log(
    `\n not as targeted (${failing.length}): ${failing.map((r) => `${r.id}[${r.kind === 'answerable' ? [!r.useful && (r.band === 'refused' ? 'refused' : `missed ${r.missedFacts.length}`), !r.firstSourceRight && r.band !== 'refused' && 'source'].filter(Boolean).join(',') : r.band}]`).join(' ')}`,
  );
}

export async function runKbEval(args) {
  const set = loadQuestions();
  const counts = (lang) =>
    `${set.answerable.filter((q) => q.language === lang).length} answerable + ${set.outOfScope.filter((q) => q.language === lang).length} out of scope`;
  const statuses = SEED_DOCUMENTS.reduce((m, d) => ({ ...m, [d.status]: (m[d.status] ?? 0) + 1 }), {});
  console.log(
    `knowledge base: ${SEED_DOCUMENTS.length} seed documents (${Object.entries(statuses)
      .map(([s, n]) => `${n} ${s}`)
      .join(', ')}), appended as the seeder does`,
  );
  console.log(`questions: en ${counts('en')}, ar ${counts('ar')} (bench/kb-eval/questions.json)`);
  const index = await indexThroughEvents(SEED_DOCUMENTS, { asSeeded: true });
  console.log(`index: ${index.chunkCount ?? '?'} chunks`);
  const rows = await askAll(index, set);
  await index.close();
  report(rows);
  if (args.includes('--dump')) dumpRows(rows, RESULTS);
}

/** Every question of a set, each asked on its own as a new conversation would. */
export async function askAll(index, set) {
  const rows = [];
  for (const q of set.answerable) rows.push(await ask(index, q, titlesOf(q)));
  for (const q of set.outOfScope) rows.push(await ask(index, q, null));
  return rows;
}

export function dumpRows(rows, file) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(rows, null, 1));
  console.log(`\nrows written to ${file.slice(file.indexOf('bench/'))}`);
}
