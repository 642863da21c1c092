/**
 * Journey files run this many at a time, each worker on an app of its own (its own data and seeded
 * accounts), so files that run side by side never see each other's changes; the files of one worker
 * run one after another, as they all did before. Run one at a time, the journeys left the 2-core
 * machine mostly idle (waiting on the app, the browser, transitions); with two they keep it busy.
 * One worker against an app given by E2E_BASE_URL: the files expect an app nobody else is changing.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? (process.env.E2E_BASE_URL ? 1 : 2)));
