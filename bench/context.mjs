// What the model is sent (issue 45): context recall of the prompt, not the quality of an answer.
//
//   npm run bench:context                       the frozen test half and the turns set
//   npm run bench:context -- --sets=dev,dev-turns,fresh,test,turns
//   npm run bench:context -- --budget=8000      another context budget (the settings' contextChars)
//
// A local OpenAI-compatible server RECORDS what the product sends and judges nothing: every streamed
// call is answered with one sentence citing [1], every rewrite call (not streamed) with the question
// unchanged and no translation, so retrieval gets no help from a model: what is measured is what the
// product's own retrieval puts in front of the model. Each set's documents are appended beside the 44
// seed documents (bench/new-eval/README.md); a question with `previous` is asked in one conversation
// after its earlier questions, their replies passed as the conversation's turns as the chat does.
//
// Per set, language and kind it prints: how often the prompt holds every fact of the question
// (context recall, prompt = instructions, passages and conversation), the same for the passages
// alone, how often the model was asked at all, how often the previous turn was sent (follow-ups), and
// the passages' size p50/p95 in characters.
import { createServer } from 'node:http';
import { SEED_DOCUMENTS } from '../backend/dist/documents/seed/seed-documents.js';
import { contains } from './contains.mjs';
import { indexThroughEvents } from './eval-index.mjs';
import { loadHalf } from './eval-new.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const SETS = arg('sets', 'test,turns').split(',');
const BUDGET = Number(arg('budget', '0')) || null;
/** --only=id,id: just those questions, each printed with the passages it sent (titles in order). */
const ONLY = arg('only', '') ? arg('only', '').split(',') : null;

/** The recording server: streamed calls get "[1]"; rewrite calls get the question back, unchanged. */
async function recordingServer() {
  const calls = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const request = JSON.parse(body || '{}');
      if (!request.stream) {
        const user = String(request.messages?.at(-1)?.content ?? '');
        const question = /(?:Last question|Question): ([\s\S]*)$/.exec(user)?.[1]?.trim() ?? user;
        const content = JSON.stringify({ question, translation: '' });
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'r',
            object: 'chat.completion',
            created: 0,
            model: 'recorder',
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          }),
        );
        return;
      }
      calls.push(request);
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (delta, finish = null) =>
        `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'recorder', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      res.write(chunk({ role: 'assistant', content: 'Recorded [1].' }));
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}/v1`, calls, close: () => new Promise((r) => server.close(r)) };
}

const quantile = (xs, q) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const share = (rows, f) =>
  rows.length ? `${(rows.filter(f).length / rows.length).toFixed(3)} (${rows.filter(f).length}/${rows.length})` : '–';
const pad = (s, n) => String(s).padEnd(n);

function kindOf(q, documents) {
  const doc = documents.find((d) => d.title === q.document);
  const direction = doc && doc.language !== q.language ? ` ${q.language}→${doc.language}` : '';
  return `${q.kind ?? 'same-language'}${q.kind === 'cross-language' ? direction : ''}`;
}

async function measure(name) {
  const { documents, set } = loadHalf(name);
  const recorder = await recordingServer();
  const config = { OPENAI_API_KEY: 'bench-context', OPENAI_BASE_URL: recorder.url };
  const index = await indexThroughEvents([...SEED_DOCUMENTS, ...documents], { asSeeded: true, config, contextChars: BUDGET });
  const rows = [];
  for (const q of set.answerable) {
    if (ONLY && !ONLY.includes(q.id)) continue;
    const history = [];
    for (const previous of q.previous ?? []) {
      const reply = await index.answerWith({ question: previous, history: [...history] });
      history.push({ question: previous, answer: reply.text, sourceIds: reply.sources.map((s) => s.id) });
    }
    const before = recorder.calls.length;
    await index.answerWith({ question: q.question, history });
    const call = recorder.calls.length > before ? recorder.calls.at(-1) : null;
    const messages = call?.messages ?? [];
    const prompt = messages.map((m) => m.content).join('\n\n');
    const passages = String(messages[0]?.content ?? '').split('\nPassages:\n')[1] ?? '';
    if (ONLY)
      console.log(
        `${q.id} (${q.kind ?? 'same-language'}) ${q.question}\n  answering: ${q.document}\n  sent: ${[...passages.matchAll(/^\[(\d+)\] (.*)$/gm)].map((m) => `[${m[1]}] ${m[2]}`).join('\n        ')}`,
      );
    rows.push({
      id: q.id,
      language: q.language,
      kind: kindOf(q, documents),
      asked: call !== null,
      recall: q.facts.every((forms) => contains(prompt, forms)),
      passageRecall: q.facts.every((forms) => contains(passages, forms)),
      previousSent: q.previous ? messages.some((m) => m.role === 'user' && m.content === q.previous.at(-1)) : null,
      passageChars: passages.length,
      documentInPrompt: passages.includes(`] ${q.document} (`),
    });
  }
  await index.close();
  await recorder.close();
  report(name, rows);
}

function report(name, rows) {
  console.log(`\n==== ${name}: ${rows.length} answerable questions${BUDGET ? `, budget ${BUDGET}` : ''} ====`);
  console.log(
    `${pad('language / kind', 30)} | ${pad('recall (prompt)', 17)} | ${pad('recall (passages)', 17)} | ${pad('answering doc sent', 18)} | ${pad('model asked', 17)} | ${pad('previous turn sent', 18)} | passages p50 / p95`,
  );
  const groups = [];
  for (const lang of ['en', 'ar']) {
    const mine = rows.filter((r) => r.language === lang);
    groups.push([`${lang} all`, mine]);
    for (const kind of [...new Set(mine.map((r) => r.kind))].sort()) groups.push([`${lang} ${kind}`, mine.filter((r) => r.kind === kind)]);
  }
  groups.push(['all', rows]);
  for (const [label, g] of groups) {
    const follow = g.filter((r) => r.previousSent !== null);
    const sizes = g.filter((r) => r.asked).map((r) => r.passageChars);
    console.log(
      `${pad(label, 30)} | ${pad(
        share(g, (r) => r.recall),
        17,
      )} | ${pad(
        share(g, (r) => r.passageRecall),
        17,
      )} | ${pad(
        share(g, (r) => r.documentInPrompt),
        18,
      )} | ${pad(
        share(g, (r) => r.asked),
        17,
      )} | ${pad(follow.length ? share(follow, (r) => r.previousSent) : '–', 18)} | ${quantile(sizes, 0.5)} / ${quantile(sizes, 0.95)}`,
    );
  }
  const missed = rows.filter((r) => !r.recall).map((r) => r.id);
  if (missed.length) console.log(`facts not in the prompt: ${missed.join(' ')}`);
}

for (const name of SETS) await measure(name);
