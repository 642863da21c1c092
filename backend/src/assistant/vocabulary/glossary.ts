import { shippedGroups } from './shipped.js';

/** A group of terms (any language, words or phrases) the assistant treats as equivalent. */
export interface GlossaryGroup {
  readonly id: string;
  readonly terms: readonly string[];
}

/**
 * Where the assistant reads its vocabulary of equivalent terms. The shipped groups by default; the
 * glossary context (admin Glossary tab) installs its read model, so an edit is effective for the
 * next question without a restart. `groups()` is called on every question: return the same array
 * instance while nothing changed (callers cache on identity).
 */
export abstract class Glossary {
  abstract groups(): readonly GlossaryGroup[];
}

class ShippedGlossary extends Glossary {
  private readonly all = shippedGroups();
  groups(): readonly GlossaryGroup[] {
    return this.all;
  }
}

let active: Glossary = new ShippedGlossary();

export function activeGlossary(): Glossary {
  return active;
}

/** Installed by the glossary context at start-up (and by tests). */
export function useGlossary(glossary: Glossary | null): void {
  active = glossary ?? new ShippedGlossary();
}
