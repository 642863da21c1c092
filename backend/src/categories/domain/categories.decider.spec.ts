import { describe, it } from 'vitest';
import type { CategoryEvent } from '@kb/contracts';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { DeciderSpecification } from '../../shared/event-sourcing/decider-specification.js';
import { categoriesDecider } from './categories.decider.js';

const given = DeciderSpecification.for(categoriesDecider);
const added: CategoryEvent = { type: 'CategoryAdded', data: { code: 'customer_care', en: 'Customer Care', ar: 'خدمة العملاء' } };

describe('Categories', () => {
  it('adds a category once, and refuses a name another category has', () => {
    given([]).when({ type: 'AddCategory', code: 'customer_care', en: 'Customer Care', ar: 'خدمة العملاء' }).then([added]);
    given([added]).when({ type: 'AddCategory', code: 'customer_care', en: 'Customer Care', ar: 'رعاية' }).thenFails('category_exists');
    given([])
      .when({ type: 'AddCategory', code: 'money', en: 'Money', ar: 'المالية' })
      .thenFails(new DomainError('category_name_taken', { field: 'ar', name: 'المالية' }));
  });

  it('renames a shipped category in both languages, keeping its code, and records nothing for the same names', () => {
    given([])
      .when({ type: 'RenameCategory', code: 'finance', en: 'Finance & Billing', ar: 'المالية والفوترة' })
      .then([
        {
          type: 'CategoryRenamed',
          data: { code: 'finance', en: 'Finance & Billing', ar: 'المالية والفوترة', previous: { en: 'Finance', ar: 'المالية' } },
        },
      ]);
    given([]).when({ type: 'RenameCategory', code: 'finance', en: 'Finance', ar: 'المالية' }).then([]);
    given([]).when({ type: 'RenameCategory', code: 'nope', en: 'X', ar: 'س' }).thenFails(new DomainError('not_found'));
  });

  it('retires a category once', () => {
    given([added])
      .when({ type: 'RetireCategory', code: 'customer_care' })
      .then([{ type: 'CategoryRetired', data: { code: 'customer_care' } }]);
    given([added, { type: 'CategoryRetired', data: { code: 'customer_care' } }])
      .when({ type: 'RetireCategory', code: 'customer_care' })
      .then([]);
  });
});
