import { Chip, Chips } from './glossary-styles';

/** The terms of a group as chips, each in its own direction. */
export function TermChips({ terms, label }: { terms: readonly string[]; label: string }) {
  return (
    <Chips aria-label={label}>
      {terms.map((term) => (
        <Chip key={term} dir="auto">
          {term}
        </Chip>
      ))}
    </Chips>
  );
}
