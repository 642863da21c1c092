import { shippedCategories, type CategoryEvent } from '@kb/contracts';
import { DomainError, type Decider } from '../../shared/event-sourcing/decider.js';

export interface CategoriesState {
  categories: Record<string, { en: string; ar: string; retired: boolean }>;
}

export type CategoriesCommand =
  | { type: 'AddCategory'; code: string; en: string; ar: string }
  | { type: 'RenameCategory'; code: string; en: string; ar: string }
  | { type: 'RetireCategory'; code: string };

const shipped = (): CategoriesState => ({
  categories: Object.fromEntries(Object.entries(shippedCategories()).map(([c, labels]) => [c, { ...labels, retired: false }])),
});

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** Another category already named so (in English or Arabic): two categories must never read alike. */
function nameTaken(state: CategoriesState, code: string, en: string, ar: string): string | null {
  for (const [other, c] of Object.entries(state.categories)) {
    if (other === code) continue;
    if (norm(c.en) === norm(en)) return 'en';
    if (norm(c.ar) === norm(ar)) return 'ar';
  }
  return null;
}

/** Manage Categories: the seven shipped ones to start with; admins add, rename and retire. Codes never change. */
export const categoriesDecider: Decider<CategoriesState, CategoriesCommand, CategoryEvent> = {
  get initialState() {
    return shipped();
  },
  decide: (c, state) => {
    const current = state.categories[c.code];
    switch (c.type) {
      case 'AddCategory': {
        if (!c.code) return new DomainError('field_invalid', { field: 'en' });
        if (current) return new DomainError('category_exists', { field: 'en', name: c.en });
        const taken = nameTaken(state, c.code, c.en, c.ar);
        if (taken) return new DomainError('category_name_taken', { field: taken, name: taken === 'en' ? c.en : c.ar });
        return [{ type: 'CategoryAdded', data: { code: c.code, en: c.en, ar: c.ar } }];
      }
      case 'RenameCategory': {
        if (!current) return new DomainError('not_found');
        if (current.en === c.en && current.ar === c.ar) return [];
        const taken = nameTaken(state, c.code, c.en, c.ar);
        if (taken) return new DomainError('category_name_taken', { field: taken, name: taken === 'en' ? c.en : c.ar });
        return [{ type: 'CategoryRenamed', data: { code: c.code, en: c.en, ar: c.ar, previous: { en: current.en, ar: current.ar } } }];
      }
      case 'RetireCategory':
        if (!current) return new DomainError('not_found');
        return current.retired ? [] : [{ type: 'CategoryRetired', data: { code: c.code } }];
    }
  },
  evolve: (state, e) => {
    const categories = { ...state.categories };
    switch (e.type) {
      case 'CategoryAdded':
        categories[e.data.code] = { en: e.data.en, ar: e.data.ar, retired: false };
        break;
      case 'CategoryRenamed':
        categories[e.data.code] = { ...categories[e.data.code], en: e.data.en, ar: e.data.ar };
        break;
      case 'CategoryRetired':
        categories[e.data.code] = { ...categories[e.data.code], retired: true };
        break;
    }
    return { categories };
  },
};
