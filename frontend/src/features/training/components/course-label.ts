/** SPEC.md /training: "Review" at 100%, "Continue" above 0, "Start Course" at 0 (status "Not started"). */
export function courseAction(percent: number): 'review' | 'continue' | 'start' {
  if (percent >= 100) return 'review';
  if (percent > 0) return 'continue';
  return 'start';
}
