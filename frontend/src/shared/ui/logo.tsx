/** Company mark: a speech bubble with a spark, readable at 24–64 px. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#5b2a86" />
      <path d="M8 9h16v10h-9l-5 4v-4H8z" fill="#fff" />
      <path d="M16 11.5l1 2.2 2.2 1-2.2 1-1 2.2-1-2.2-2.2-1 2.2-1z" fill="#f2a900" />
    </svg>
  );
}
