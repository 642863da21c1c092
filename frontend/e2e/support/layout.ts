import type { Page } from 'playwright-core';

/**
 * Buttons and text fields an open toast covers: each toast's box against the visible part of every
 * visible button, textarea, input, link and select (clipped by the scroll containers around it, so
 * a message scrolled out of view does not count). Returns a description of each overlap.
 */
export function controlsUnderToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Box = { left: number; top: number; right: number; bottom: number };
    const clip = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const empty = (b: Box) => b.right - b.left < 1 || b.bottom - b.top < 1;
    function visibleBox(el: Element): Box | null {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return null;
      let box: Box = el.getBoundingClientRect();
      box = clip(box, { left: 0, top: 0, right: innerWidth, bottom: innerHeight });
      for (let parent = el.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent);
        if (overflow.overflowX !== 'visible' || overflow.overflowY !== 'visible') box = clip(box, parent.getBoundingClientRect());
      }
      return empty(box) ? null : box;
    }
    const toasts = Array.from(document.querySelectorAll('[data-testid="toast"]'));
    const controls = Array.from(document.querySelectorAll('button, textarea, input, select, a[href], [role="button"]'));
    const overlaps: string[] = [];
    for (const toast of toasts) {
      const t = toast.getBoundingClientRect();
      for (const control of controls) {
        if (toast.contains(control)) continue;
        const c = visibleBox(control);
        if (!c || empty(clip(t, c))) continue;
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 40) ?? control.tagName;
        overlaps.push(`${control.tagName.toLowerCase()} "${name}" under toast "${toast.textContent?.trim().slice(0, 40)}"`);
      }
    }
    return overlaps;
  });
}
