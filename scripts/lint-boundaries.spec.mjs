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

test('a backend context reaching into another context\'s internals fails', async () => {
  const errors = await boundaryErrors('backend/src/admin/users/probe.ts', "import { userDecider } from '../../auth/users/domain/user.decider.js';\nexport const x = userDecider;\n");
  assert.equal(errors.length, 1, 'one boundary error');
});

test('a backend context may use another context\'s top-level files and the infrastructure', async () => {
  const errors = await boundaryErrors('backend/src/admin/users/probe.ts', "import { UsersQueries } from '../../auth/users.js';\nimport { DomainError } from '../../shared/event-sourcing/decider.js';\nexport const x = [UsersQueries, DomainError];\n");
  assert.deepEqual(errors, []);
});

test('a client feature importing another feature fails; shared and its own files pass', async () => {
  const bad = await boundaryErrors('frontend/src/features/chat/components/probe.tsx', "import { LoginPage } from '../../auth/components/login-form';\nexport const x = LoginPage;\n");
  assert.equal(bad.length, 1, 'one boundary error');
  const good = await boundaryErrors('frontend/src/features/chat/components/probe.tsx', "import { Button } from '../../../shared/ui/button';\nexport const x = Button;\n");
  assert.deepEqual(good, []);
});

test('shared importing a feature fails', async () => {
  const errors = await boundaryErrors('frontend/src/shared/ui/probe.ts', "import { LoginPage } from '../../features/auth/components/login-form';\nexport const x = LoginPage;\n");
  assert.equal(errors.length, 1);
});
