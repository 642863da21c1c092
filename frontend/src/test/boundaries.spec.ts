import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundaryViolations, importsOf, SRC_ROOT, srcPath, type SourceFile } from './boundaries';

function sourceFiles(dir: string): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    if (!/\.(ts|tsx)$/.test(entry.name)) return [];
    return [{ path: srcPath(SRC_ROOT, full), text: readFileSync(full, 'utf8') }];
  });
}

describe('frontend boundaries', () => {
  it('hold across src: features import neither each other nor app, shared imports neither', () => {
    const files = sourceFiles(SRC_ROOT);
    // Guards against a wrong root making the check vacuous.
    expect(files.filter((f) => f.path.startsWith('features/')).length).toBeGreaterThan(20);
    expect(boundaryViolations(files)).toEqual([]);
  });

  it('finds static, type-only, re-exported and lazy imports', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export { c } from './c';",
      "const D = lazy(() => import('./d'));",
    ].join('\n');
    expect(importsOf(text)).toEqual(['./a', '../b', './c', './d']);
  });

  it('reports a feature importing another feature or app, and shared importing either', () => {
    const files: SourceFile[] = [
      { path: 'features/chat/components/list.tsx', text: "import { contextSelected } from '../../quick-actions/quick-actions-slice';" },
      { path: 'features/chat/api/x.ts', text: "import type { RootState } from '../../../app/store';" },
      { path: 'shared/ui/y.tsx', text: "const P = lazy(() => import('../../features/auth/components/login-page'));" },
      { path: 'shared/api/z.ts', text: "export * from '../../app/store';" },
    ];
    expect(boundaryViolations(files).map((v) => `${v.file}: ${v.rule}`)).toEqual([
      'features/chat/components/list.tsx: a feature does not import another feature',
      'features/chat/api/x.ts: a feature does not import app',
      'shared/ui/y.tsx: shared does not import features or app',
      'shared/api/z.ts: shared does not import features or app',
    ]);
  });

  it('lets a feature import itself and shared, and app compose features', () => {
    const files: SourceFile[] = [
      { path: 'features/chat/components/list.tsx', text: "import { a } from '../api/a';\nimport { b } from '../../../shared/ui/b';" },
      { path: 'app/layout/sidebar.tsx', text: "import { c } from '../../features/chat/components/list';" },
    ];
    expect(boundaryViolations(files)).toEqual([]);
  });
});
