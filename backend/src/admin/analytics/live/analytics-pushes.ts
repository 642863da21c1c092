import type { ProjectionRunner } from '../../../projections/projection-runner.js';
import type { LivePublisher } from '../../../realtime/live-publisher.js';
import { ANALYTICS_PROJECTOR } from '../read-model/analytics.projector.js';

/** Tells admins' tabs to refetch the figures once the analytics read model committed new events. */
export function pushAnalyticsChanges(runner: ProjectionRunner, live: LivePublisher): () => void {
  return runner.onCommitted(({ projector, events }) => {
    if (projector === ANALYTICS_PROJECTOR && events.length > 0) live.toAdmins('analytics:changed');
  });
}
