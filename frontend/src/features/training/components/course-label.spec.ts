import { describe, expect, it } from 'vitest';
import { courseAction } from './course-label';

describe('course button label', () => {
  it('is Review when complete, Continue when started, Start Course at 0', () => {
    expect(courseAction(100)).toBe('review');
    expect(courseAction(99)).toBe('continue');
    expect(courseAction(1)).toBe('continue');
    expect(courseAction(0)).toBe('start');
  });
});
