import { inject } from 'vitest';

/**
 * The app this file's journeys run against. Two files run side by side, and global setup starts one
 * app per file worker, so files running at the same time never share settings, rate limits or data
 * (files on the same worker run one after another on its app, as all of them did on one app before).
 */
export function appURL(): string {
  const urls = inject('baseURLs');
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length];
}
