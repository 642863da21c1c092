// The boundary rules of eslint.config.js fail on the imports they exist to stop, and pass the ones
// the architecture allows: run by `npm run lint` (node --test), so a config that matches nothing
// cannot pass silently.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint();
async function boundaryErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

test("a backend context reaching into another context's internals fails", async () => {
  const errors = await boundaryErrors(
    'backend/src/admin/users/probe.ts',
    "import { userDecider } from '../../auth/users/domain/user.decider.js';\nexport const x = userDecider;\n",
  );
  assert.equal(errors.length, 1, 'one boundary error');
});

test("a backend context may use another context's top-level files and the infrastructure", async () => {
  const errors = await boundaryErrors(
    'backend/src/admin/users/probe.ts',
    "import { UsersQueries } from '../../auth/users.js';\nimport { DomainError } from '../../shared/event-sourcing/decider.js';\nexport const x = [UsersQueries, DomainError];\n",
  );
  assert.deepEqual(errors, []);
});

test('a client feature importing another feature fails; shared and its own files pass', async () => {
  const bad = await boundaryErrors(
    'frontend/src/features/chat/components/probe.tsx',
    "import { LoginPage } from '../../auth/components/login-form';\nexport const x = LoginPage;\n",
  );
  assert.equal(bad.length, 1, 'one boundary error');
  const good = await boundaryErrors(
    'frontend/src/features/chat/components/probe.tsx',
    "import { Button } from '../../../shared/ui/button';\nexport const x = Button;\n",
  );
  assert.deepEqual(good, []);
});

test('shared importing a feature fails', async () => {
  const errors = await boundaryErrors(
    'frontend/src/shared/ui/probe.ts',
    "import { LoginPage } from '../../features/auth/components/login-form';\nexport const x = LoginPage;\n",
  );
  assert.equal(errors.length, 1);
});

test('infrastructure importing a context fails, even its top-level files; infrastructure importing infrastructure passes', async () => {
  const bad = await boundaryErrors(
    'backend/src/shared/http/probe.ts',
    "import { UsersQueries } from '../../auth/users.js';\nexport const x = UsersQueries;\n",
  );
  assert.equal(bad.length, 1, 'one boundary error');
  const good = await boundaryErrors(
    'backend/src/shared/http/probe.ts',
    "import { logger } from '../../observability/logger.js';\nimport { Database } from '../../database/database.js';\nexport const x = [logger, Database];\n",
  );
  assert.deepEqual(good, []);
});

test('observability is infrastructure at the bottom: importing a context or other infrastructure fails, everything may import it', async () => {
  const bad = await boundaryErrors(
    'backend/src/observability/probe.ts',
    "import { LivePublisher } from '../realtime/live-publisher.js';\nexport const x = LivePublisher;\n",
  );
  assert.equal(bad.length, 1, 'one boundary error');
  const good = await boundaryErrors(
    'backend/src/realtime/probe.ts',
    "import { socketPushes } from '../observability/metrics.js';\nexport const x = socketPushes;\n",
  );
  assert.deepEqual(good, []);
  // The bottom layer: not even other infrastructure (shared, projections, core, config imported it and it them: cycles).
  const infra = await boundaryErrors(
    'backend/src/observability/probe.ts',
    "import { commandContext } from '../shared/http/command-context.js';\nexport const x = commandContext;\n",
  );
  assert.equal(infra.length, 1, 'observability -> shared');
  assert.deepEqual(
    await boundaryErrors('backend/src/observability/probe.ts', "import { logger } from './logger.js';\nexport const x = logger;\n"),
    [],
  );
});

test('a context importing the app root or test support fails; test support and specs may start the app', async () => {
  const app = "import { createApp } from '../app.js';\nexport const x = createApp;\n";
  assert.equal((await boundaryErrors('backend/src/documents/probe.ts', app)).length, 1, 'context -> app root');
  assert.equal(
    (
      await boundaryErrors(
        'backend/src/documents/probe.ts',
        "import { startTestApp } from '../testing/test-app.js';\nexport const x = startTestApp;\n",
      )
    ).length,
    1,
    'context -> testing',
  );
  assert.deepEqual(await boundaryErrors('backend/src/documents/probe.e2e.spec.ts', app), []);
  assert.deepEqual(await boundaryErrors('backend/src/testing/probe.ts', app), []);
});

test('spec files follow the boundaries of their folder: a spec reaching into another context fails, through its test support passes', async () => {
  const decider = "import { userDecider } from '../../auth/users/domain/user.decider.js';\nexport const x = userDecider;\n";
  assert.equal(
    (await boundaryErrors('backend/src/admin/users/probe.spec.ts', decider)).length,
    1,
    "context spec -> another context's internals",
  );
  assert.equal((await boundaryErrors('backend/src/shared/http/probe.spec.ts', decider)).length, 1, 'infrastructure spec -> a context');
  const viaTesting =
    "import { conversationDecider } from '../../conversations/testing/fixtures.js';\nexport const x = conversationDecider;\n";
  assert.deepEqual(await boundaryErrors('backend/src/shared/event-sourcing/probe.int.spec.ts', viaTesting), []);
  const feature = "import { LoginPage } from '../../auth/components/login-form';\nexport const x = LoginPage;\n";
  assert.equal(
    (await boundaryErrors('frontend/src/features/chat/components/probe.spec.tsx', feature)).length,
    1,
    'client spec -> another feature',
  );
  assert.deepEqual(
    await boundaryErrors(
      'frontend/src/features/chat/components/probe.spec.tsx',
      "import { renderApp } from '../../../test/render';\nexport const x = renderApp;\n",
    ),
    [],
  );
});

async function ruleErrors(filePath, code, ruleId) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

test("importing another workspace's src/ fails, by relative path or by package name; the package name passes", async () => {
  const bad = [
    ['backend/src/documents/probe.ts', "import { Role } from '../../../contracts/src/index.js';\nexport type X = Role;\n"],
    ['frontend/src/shared/api/probe.ts', "import type { Role } from '../../../../contracts/src/index';\nexport type X = Role;\n"],
    ['frontend/src/shared/api/probe.ts', "import { createApp } from '../../../../backend/src/app';\nexport const x = createApp;\n"],
    ['contracts/src/probe.ts', "export { createApp } from '../../backend/src/app.js';\n"],
    ['backend/src/documents/probe.ts', "import { Role } from '@kb/contracts/src/index.js';\nexport type X = Role;\n"],
  ];
  for (const [file, code] of bad) assert.equal((await ruleErrors(file, code, 'no-restricted-imports')).length, 1, `${file}: ${code}`);
  assert.deepEqual(
    await ruleErrors(
      'backend/src/documents/probe.ts',
      "import type { Role } from '@kb/contracts';\nexport type X = Role;\n",
      'no-restricted-imports',
    ),
    [],
  );
});

test('console in product code fails; the CLI and tests may print', async () => {
  const code = "export function f(): void {\n  console.log('hello');\n}\n";
  assert.equal((await ruleErrors('backend/src/documents/probe.ts', code, 'no-console')).length, 1, 'backend product file');
  assert.equal((await ruleErrors('frontend/src/features/chat/components/probe.tsx', code, 'no-console')).length, 1, 'client product file');
  assert.deepEqual(await ruleErrors('backend/src/cli/probe.ts', code, 'no-console'), []);
  assert.deepEqual(await ruleErrors('backend/src/documents/probe.spec.ts', code, 'no-console'), []);
  assert.deepEqual(await ruleErrors('backend/src/documents/testing/probe.ts', code, 'no-console'), []);
});

test('a product file over 300 lines or a function over 80 fails (blank lines and comments count); tests are not held to it', async () => {
  const lines = (n) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';
  const fn = (n) =>
    `export function f(): number {\n${Array.from({ length: n - 3 }, (_, i) => (i % 2 ? '' : `  // step ${i}`)).join('\n')}\n  return 1;\n}\n`;
  assert.equal((await ruleErrors('backend/src/documents/probe.ts', lines(301), 'max-lines')).length, 1, '301 lines');
  assert.deepEqual(await ruleErrors('backend/src/documents/probe.ts', lines(300), 'max-lines'), []);
  assert.equal(
    (await ruleErrors('frontend/src/features/chat/components/probe.tsx', fn(81), 'max-lines-per-function')).length,
    1,
    '81-line function',
  );
  assert.deepEqual(await ruleErrors('frontend/src/features/chat/components/probe.tsx', fn(80), 'max-lines-per-function'), []);
  const spec = lines(301) + fn(81);
  assert.deepEqual(
    [
      ...(await ruleErrors('backend/src/documents/probe.spec.ts', spec, 'max-lines')),
      ...(await ruleErrors('backend/src/documents/probe.spec.ts', spec, 'max-lines-per-function')),
    ],
    [],
  );
});

test('code Prettier would change fails the format check; code as Prettier writes it passes', async () => {
  const prettier = await import('prettier');
  const options = { ...(await prettier.resolveConfig('backend/src/probe.ts')), filepath: 'backend/src/probe.ts' };
  assert.equal(await prettier.check('export const x = {a:1,  b : "two"}\n', options), false);
  assert.equal(await prettier.check("export const x = { a: 1, b: 'two' };\n", options), true);
  const info = await prettier.getFileInfo('backend/src/app.ts', { ignorePath: '.prettierignore' });
  assert.equal(info.ignored, false, 'product code is checked');
});
