// temporary: time each XQuAD question's answer on a store, in process (not committed)
import { loadConfig } from '../backend/dist/config/app-config.js';
import { startApp, lifecycleOf } from '../backend/dist/app.js';
import { AnswerQuestion } from '../backend/dist/assistant/answering.js';
import { Assistant } from '../backend/dist/assistant/assistant.port.js';
import { loadPools, questionsOf } from './scale/corpus.mjs';
const dir = process.argv[2];
const config = { ...loadConfig({ DATA_DIR: dir, SEED: 'false' }), port: 0, host: '127.0.0.1', frontendDist: null, logLevel: 'silent' };
const { app } = await startApp(config);
await lifecycleOf(app).whenReady();
const answering = app.get(AnswerQuestion);
const assistant = app.get(Assistant);
const corpus = loadPools();
const qs = questionsOf(corpus, Number(process.argv[3] ?? 50));
const rows = [];
for (const pass of [1, 2]) {
  for (const { question } of qs) {
    const t0 = performance.now();
    const r = await answering.answer({ question, language: answering.languageOf(question), origin: 'conversation', answerFrom: { only: 'asker_scope', askerId: 'u-bench' }, history: [], preset: null });
    const ms = performance.now() - t0;
    if (pass === 2) rows.push({ ms, question, t: r.timings, mode: r.mode });
  }
}
rows.sort((a, b) => b.ms - a.ms);
const p = (q) => rows.map((r) => r.ms).sort((a, b) => a - b)[Math.floor((rows.length - 1) * q)];
console.log('p50', p(0.5).toFixed(1), 'p95', p(0.95).toFixed(1));
for (const r of rows.slice(0, 10)) console.log(r.ms.toFixed(1), JSON.stringify(r.t), r.mode, r.question);
if (process.argv[4] === 'prof') {
  const { Session } = await import('node:inspector/promises');
  const s = new Session(); s.connect(); await s.post('Profiler.enable'); await s.post('Profiler.setSamplingInterval', { interval: 100 }); await s.post('Profiler.start');
  for (const { question } of qs) await answering.answer({ question, language: answering.languageOf(question), origin: 'conversation', answerFrom: { only: 'asker_scope', askerId: 'u-bench' }, history: [], preset: null });
  const { profile } = await s.post('Profiler.stop');
  (await import('node:fs')).writeFileSync('/work/tmp/answers.cpuprofile', JSON.stringify(profile));
}
await app.close();
process.exit(0);
