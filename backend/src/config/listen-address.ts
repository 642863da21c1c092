/**
 * Where the process listens (PORT, HOST), read apart from the rest of the configuration: main.ts
 * opens the port before anything else loads (issue 50), so this file imports nothing.
 */
export function listenAddressOf(env: NodeJS.ProcessEnv = process.env): { port: number; host: string } {
  return { port: envInt(env.PORT, 3000), host: env.HOST || '0.0.0.0' };
}

/** A whole number from the environment; unset, empty or not a number: the fallback. */
export function envInt(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
}
