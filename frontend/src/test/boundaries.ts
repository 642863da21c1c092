import { dirname, posix, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * The layering of bulletproof-react, checked rather than trusted: a feature imports only itself
 * and `shared`, never another feature nor `app`; `shared` imports neither. `app` composes
 * features, and `test` helpers may reach anything.
 */
export interface SourceFile {
  /** Path relative to `src`, with forward slashes. */
  path: string;
  text: string;
}

export interface Violation {
  file: string;
  imports: string;
  rule: string;
}

type Layer = { kind: 'feature'; name: string } | { kind: 'shared' } | { kind: 'app' } | { kind: 'other' };

function layerOf(path: string): Layer {
  const [top, name] = path.split('/');
  if (top === 'features' && name) return { kind: 'feature', name };
  if (top === 'shared') return { kind: 'shared' };
  if (top === 'app') return { kind: 'app' };
  return { kind: 'other' };
}

/** Static, re-exported and dynamic (`import()`) module specifiers of a file. */
export function importsOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

function ruleBroken(from: Layer, to: Layer): string | null {
  if (from.kind === 'feature' && to.kind === 'feature' && to.name !== from.name) return 'a feature does not import another feature';
  if (from.kind === 'feature' && to.kind === 'app') return 'a feature does not import app';
  if (from.kind === 'shared' && (to.kind === 'feature' || to.kind === 'app')) return 'shared does not import features or app';
  return null;
}

export function boundaryViolations(files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const from = layerOf(file.path);
    for (const specifier of importsOf(file.text)) {
      // Packages (`react`, `@kb/contracts`) sit outside the layers.
      if (!specifier.startsWith('.')) continue;
      const target = posix.normalize(posix.join(posix.dirname(file.path), specifier));
      if (target.startsWith('..')) {
        violations.push({ file: file.path, imports: specifier, rule: 'an import stays inside src' });
        continue;
      }
      const rule = ruleBroken(from, layerOf(target));
      if (rule) violations.push({ file: file.path, imports: specifier, rule });
    }
  }
  return violations;
}

/** `src`-relative, forward-slash path of an absolute file path. */
export function srcPath(srcRoot: string, file: string): string {
  return relative(srcRoot, file).split(sep).join('/');
}

export const SRC_ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
