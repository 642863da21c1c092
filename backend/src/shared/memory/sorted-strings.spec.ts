import { describe, expect, it } from 'vitest';
import { PackedStrings, SortedStringMap } from './sorted-strings.js';

describe('PackedStrings and SortedStringMap', () => {
  it('give back every string as it was put in, empty ones and other scripts included', () => {
    const packed = PackedStrings.of(['b', '', 'عميل', 'notice period']);
    expect(packed.length).toBe(4);
    expect([0, 1, 2, 3].map((i) => packed.at(i))).toEqual(['b', '', 'عميل', 'notice period']);
  });

  it('find each key by bisection and give its values in their order, a new array each time', () => {
    const map = SortedStringMap.of(
      new Map([
        ['customer', ['عميل|زبون', 'مستهلك']],
        ['allowance', ['بدل']],
        ['عميل', ['customer']],
      ]),
    );
    expect(map.size).toBe(3);
    expect(map.get('customer')).toEqual(['عميل|زبون', 'مستهلك']);
    expect(map.get('عميل')).toEqual(['customer']);
    expect(map.get('custom')).toBeUndefined();
    expect(map.get('customer')).not.toBe(map.get('customer'));
    // keys sorted as `<` compares them
    expect([0, 1, 2].map((i) => map.keys.at(i))).toEqual(['allowance', 'customer', 'عميل']);
    expect(map.indexOf('allowance')).toBe(0);
  });
});
