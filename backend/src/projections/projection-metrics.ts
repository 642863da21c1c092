import type { EventStore } from '../event-store/event-store.port.js';
import { onScrape, projectionApplied, projectionFailures, projectionLagEvents, projectionLagSeconds } from '../observability/metrics.js';
import type { ProjectionRunner } from './projection-runner.js';

/**
 * Projections' part of /metrics: each registered projector's counters created at 0 (issue 44), and
 * per projector, read when scraped, the events not applied yet (up to 1000) and the age of the
 * oldest of them. Returns the unregistration.
 */
export function observeProjections(runner: ProjectionRunner, store: EventStore): () => void {
  for (const { name } of runner.list()) {
    projectionFailures.inc({ projector: name }, 0);
    projectionApplied.inc({ projector: name }, 0);
  }
  return onScrape(async () => {
    const now = Date.now();
    for (const [name, at] of Object.entries(runner.positionsSnapshot())) {
      const behind = await store.readAll({ from: at, maxCount: 1000 });
      projectionLagEvents.set({ projector: name }, behind.length);
      projectionLagSeconds.set({ projector: name }, behind.length ? Math.max(0, (now - Date.parse(behind[0].recordedAt)) / 1000) : 0);
    }
  });
}
