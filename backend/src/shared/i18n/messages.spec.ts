import { describe, expect, it } from 'vitest';
import { messagesProvider, registerMessages, translate } from './messages.js';

describe('server messages', () => {
  it("knows a feature's wording only once its module registered it, and names its fields in Arabic", () => {
    expect(translate('spec_thing_missing', 'en')).toBe('The request is not valid.');
    const provider = messagesProvider({
      messages: { spec_thing_missing: { en: '{field} names no thing', ar: 'الحقل {field} لا يسمي شيئاً' } },
      fieldNames: { specThing: 'الشيء' },
      englishFieldNames: { specThing: 'The thing' },
    });
    provider.useFactory();
    expect(translate('spec_thing_missing', 'en', { field: 'specThing' })).toBe('The thing names no thing');
    expect(translate('spec_thing_missing', 'ar', { field: 'specThing' })).toBe('الحقل الشيء لا يسمي شيئاً');
  });

  it('refuses a code registered twice with other wording, and takes the same wording again', () => {
    registerMessages({ messages: { spec_twice: { en: 'Once.', ar: 'مرة.' } } });
    expect(() => registerMessages({ messages: { spec_twice: { en: 'Once.', ar: 'مرة.' } } })).not.toThrow();
    expect(() => registerMessages({ messages: { spec_twice: { en: 'Twice.', ar: 'مرتين.' } } })).toThrow(
      'Message spec_twice defined twice',
    );
  });
});
