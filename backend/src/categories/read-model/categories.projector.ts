import { Injectable } from '@nestjs/common';
import {
  applyCategory,
  CATEGORY_EVENT_TYPES,
  categoryList,
  resetCategories,
  setCategoryRetired,
  type Category,
  type CategoryEvent,
} from '@kb/contracts';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import type { MemoryProjector } from '../../projections/projector.js';
import { decodeEventOf } from '../../shared/event-sourcing/decider.js';

export const CATEGORIES_PROJECTOR = 'categories';

/**
 * The categories as the events left them, kept in the shared lists of `@kb/contracts`: document
 * labels, `resolveCategory` (what a document may be filed under) and GET /api/categories follow.
 */
@Injectable()
export class CategoriesReadModel implements MemoryProjector {
  readonly kind = 'memory' as const;
  readonly name = CATEGORIES_PROJECTOR;
  /** The only events a catch-up reads (projection-runner.ts); batches without these get no span. */
  readonly handles = CATEGORY_EVENT_TYPES;

  list(): Category[] {
    return categoryList();
  }

  reset(): void {
    resetCategories();
  }

  apply(event: StoredEvent): void {
    const e = decodeEventOf<CategoryEvent>(event, CATEGORY_EVENT_TYPES);
    if (!e) return;
    if (e.type === 'CategoryRetired') setCategoryRetired(e.data.code, true);
    else applyCategory(e.data.code, { en: e.data.en, ar: e.data.ar });
  }
}
