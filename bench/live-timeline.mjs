// Where the time of a push goes (bench:live): timestamps at the append, at each projector's (and the audit ledger's) commit,
// at the push's emit, at the socket's receipt. Hooks the started app's own instances (the event
// store, the projection runner, the publisher); changes nothing of what they do.
import { AnswerQuestion } from '../backend/dist/assistant/answering.js';
import { SendMessageHandler } from '../backend/dist/conversations/commands/send-message/send-message.handler.js';
import { CommandRunner } from '../backend/dist/shared/event-sourcing/command-runner.js';
import { AuditLogFollower } from '../backend/dist/audit/read-model/audit-log.follower.js';
import { EVENT_STORE } from '../backend/dist/event-store/event-store.port.js';
import { ProjectionRunner } from '../backend/dist/projections/projection-runner.js';
import { LivePublisher } from '../backend/dist/realtime/live-publisher.js';
import { SessionStore } from '../backend/dist/auth/sessions/session-store.js';
import { AccessGuard } from '../backend/dist/auth/access.guard.js';
import { validationPipe } from '../backend/dist/shared/http/validation.js';
import { percentile } from './lib.mjs';

const now = () => Number(process.hrtime.bigint()) / 1e6;

export function timeline(app) {
  /** Marks of the current sample: name → ms since its start (the first mark of a name wins). */
  let t0 = 0;
  let marks = new Map();
  const samples = [];
  const mark = (name) => {
    if (t0 && !marks.has(name)) marks.set(name, now() - t0);
  };
  // Before the handler: the request's arrival at the server (the client's own send is before it)
  // and the session look-up done (the middleware and guards run after it).
  app.getHttpServer().prependListener('request', () => {
    mark('request received');
  });
  /** Marks `before` and `after` around each call of `target[method]` (a synchronous one stays synchronous: no extra microtask turn). */
  const around = (target, method, before, after) => {
    const original = target[method];
    target[method] = function (...args) {
      mark(before);
      const result = original.apply(this, args);
      if (typeof result?.then !== 'function') return (mark(after), result);
      return result.then((value) => (mark(after), value));
    };
  };
  around(app.get(SessionStore), 'resolve', 'session look-up start', 'session resolved');
  const store = app.get(EVENT_STORE);
  const append = store.append.bind(store);
  let appends = 0;
  store.append = async (...args) => {
    mark(`append ${appends + 1} sent`);
    const result = await append(...args);
    mark(`append ${++appends}`);
    return result;
  };
  // The answer of a chat request, from its start to its end.
  around(app.get(AnswerQuestion), 'answer', 'answer start', 'answer end');
  const handler = app.get(SendMessageHandler);
  const execute = handler.execute.bind(handler);
  handler.execute = (...args) => (mark('handler start'), execute(...args));
  // Between the session and the handler: the access guard and the body's validation (Nest's own
  // instances are not the app's providers: their prototypes, for this process).
  around(AccessGuard.prototype, 'canActivate', 'guard start', 'guard end');
  around(validationPipe, 'transform', 'validation start', 'validation end');
  const commands = app.get(CommandRunner);
  around(commands, 'decide', 'decide start', 'decide end');
  const run = commands.run.bind(commands);
  let runs = 0;
  commands.run = (...args) => (mark(`command ${++runs} start`), run(...args));
  app.get(ProjectionRunner).onCommitted(({ projector }) => mark(`commit ${projector}`));
  // The ledger is no projector of the runner's, but its transactions share the one connection.
  app.get(AuditLogFollower).onAppended(() => mark('commit audit ledger'));
  const publisher = app.get(LivePublisher);
  for (const method of ['toUser', 'toAdmins', 'toNonAdmins']) {
    const original = publisher[method].bind(publisher);
    publisher[method] = (...args) => {
      const event = method === 'toUser' ? args[1] : args[0];
      const payload = method === 'toUser' ? args[2] : args[1];
      if (event === 'messages:created') mark(`emit ${event} ${payload.map((m) => m.role).join(' + ')}`);
      else if (event !== 'assistant:delta' && event !== 'assistant:typing') mark(`emit ${event} (${method})`);
      return original(...args);
    };
  }
  return {
    /** Starts a sample; marks are ms from here. */
    start() {
      t0 = now();
      marks = new Map();
      appends = 0;
      runs = 0;
    },
    mark,
    /** Marks `name` at `ns` (process.hrtime.bigint(), of this or another process of the machine: one clock). */
    markAt(name, ns) {
      if (t0 && !marks.has(name)) marks.set(name, Number(ns) / 1e6 - t0);
    },
    /** Ends the sample and keeps its marks. */
    end() {
      samples.push(marks);
      t0 = 0;
    },
    /** One line per mark seen in every sample: median ms from the start, in order. */
    report(title) {
      const names = [...new Set(samples.flatMap((m) => [...m.keys()]))].filter((n) => samples.every((m) => m.has(n)));
      const rows = names
        .map((name) => {
          const xs = samples.map((m) => m.get(name));
          return { name, p50: percentile(xs, 50), p95: percentile(xs, 95) };
        })
        .sort((a, b) => a.p50 - b.p50);
      samples.length = 0;
      return `${title} (ms from the request, p50 / p95):\n${rows.map((r) => `  ${r.p50.toFixed(1).padStart(7)} / ${r.p95.toFixed(1).padStart(7)}  ${r.name}`).join('\n')}`;
    },
  };
}
