// bench:live's side of bench/live/clients.mjs: forks it and calls it over IPC.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Forks the client process; `call` sends a request and resolves with its answer. */
export function forkClients() {
  const child = fork(fileURLToPath(new URL('./clients.mjs', import.meta.url)), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const pending = new Map();
  let seq = 0;
  child.on('message', (m) => {
    const p = pending.get(m.seq);
    pending.delete(m.seq);
    if (m.error) p?.reject(new Error(m.error));
    else p?.resolve(m);
  });
  const call = (message) =>
    new Promise((resolve, reject) => {
      pending.set(++seq, { resolve, reject });
      child.send({ ...message, seq });
    });
  return {
    call,
    /**
     * How many of `n` readings of the child's hrtime fell within the IPC round trip that asked for
     * it, read on this process's hrtime: all of them when the two share the machine's clock.
     */
    async clockCheck(n = 20) {
      let within = 0;
      for (let i = 0; i < n; i++) {
        const sent = process.hrtime.bigint();
        const at = BigInt((await call({ type: 'clock' })).at);
        if (sent <= at && at <= process.hrtime.bigint()) within++;
      }
      return within;
    },
    close: () => call({ type: 'close' }),
  };
}
