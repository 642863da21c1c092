import type { Language, QuestionGap } from '@kb/contracts';

export interface AskedQuestion {
  content: string;
  terms: string[];
  askedAt: Date;
  language: Language;
  /** Asked on the public simple chat rather than in a staff conversation. */
  public: boolean;
}

/**
 * Two questions are the same question in other words when they share at least half the terms of
 * the shorter one (and at least one; two when both have three or more). "What is the visitor
 * parking policy?" and "Where can visitors park their cars?" share {visitor, park}.
 */
export function sameQuestion(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0 || b.length === 0) return a.length === 0 && b.length === 0;
  const other = new Set(b);
  const shared = a.filter((t) => other.has(t)).length;
  const shorter = Math.min(a.length, b.length);
  return shared >= Math.max(shorter >= 3 ? 2 : 1, Math.ceil(shorter / 2));
}

/** Groups unanswered questions (union of pairs that are the same question), most asked first, then most recent. */
export function groupQuestions(questions: readonly AskedQuestion[], maxGroups = 50): QuestionGap[] {
  const parent = questions.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i])));
  for (let i = 0; i < questions.length; i++) {
    for (let j = i + 1; j < questions.length; j++) {
      if (questions[i].language === questions[j].language && sameQuestion(questions[i].terms, questions[j].terms))
        parent[root(j)] = root(i);
    }
  }
  const groups = new Map<number, AskedQuestion[]>();
  questions.forEach((q, i) => groups.set(root(i), [...(groups.get(root(i)) ?? []), q]));
  return [...groups.values()]
    .map((members) => {
      const sorted = [...members].sort((x, y) => y.askedAt.getTime() - x.askedAt.getTime());
      const latest = sorted[0];
      const counts = new Map<string, number>();
      for (const m of members) for (const t of new Set(m.terms)) counts.set(t, (counts.get(t) ?? 0) + 1);
      const shared = [...counts].filter(([, n]) => members.length === 1 || n > 1).map(([t]) => t);
      const variants = [...new Set(sorted.slice(1).map((m) => m.content.trim()))].filter((v) => v !== latest.content.trim()).slice(0, 5);
      const publicCount = members.filter((m) => m.public).length;
      return {
        question: latest.content.trim(),
        variants,
        count: members.length,
        publicCount,
        lastAskedAt: latest.askedAt.toISOString(),
        language: latest.language,
        terms: shared.sort(),
      };
    })
    .sort((x, y) => y.count - x.count || y.lastAskedAt.localeCompare(x.lastAskedAt))
    .slice(0, maxGroups);
}
