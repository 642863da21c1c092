import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../../../config/app-config.js';
import type { Database } from '../../../database/database.js';
import { PostgresEventStore } from '../../../event-store/postgres/postgres-event-store.js';
import { ProjectionRunner } from '../../../projections/projection-runner.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { openEmbedded } from '../../../testing/databases.js';
import { AUTH_MESSAGES } from '../../auth.messages.js';
import { registerMessages } from '../../../shared/i18n/messages.js';
import { verifyPassword } from '../passwords.js';
import { RegisterUser } from '../commands/register-user.js';
import { usersProjector } from '../read-model/users.projector.js';
import { UsersQueries } from '../read-model/users.queries.js';
import { seedUsers } from './seed-users.js';

// The seeder's failures name the rule in words, as the auth module registers them in the app.
registerMessages(AUTH_MESSAGES);

/** The users context alone on a fresh PGlite: event store, the users projection, the seeder. */
async function context() {
  const db: Database = await openEmbedded();
  const store = new PostgresEventStore(db);
  await store.init();
  const runner = new ProjectionRunner(db, store);
  runner.register(usersProjector);
  await runner.start();
  const users = new UsersQueries(db);
  const register = new RegisterUser(new CommandRunner(store, runner), users);
  const logged: string[] = [];
  const seed = (env: NodeJS.ProcessEnv) =>
    seedUsers(loadConfig({ DATA_DIR: 'memory://', ...env }) as AppConfig, users, register, (l) => logged.push(l));
  const close = async () => {
    await runner.stop();
    await store.close();
    await db.close();
  };
  return { users, seed, logged, close };
}

describe('first-start accounts', () => {
  let ctx: Awaited<ReturnType<typeof context>>;
  afterEach(() => ctx?.close());

  it('outside production: the three demo accounts, once', async () => {
    ctx = await context();
    await ctx.seed({});
    await ctx.seed({});
    const rows = await ctx.users.list();
    expect(rows.map((u) => [u.username, u.name, u.role])).toEqual([
      ['admin', 'Fatima Al-Sabah', 'admin'],
      ['agent', 'Ahmed Al-Mutairi', 'agent'],
      ['auditor', 'Sara Al-Kandari', 'auditor'],
    ]);
    expect(await verifyPassword(rows[0].passwordHash, 'admin123')).toBe(true);
    expect(rows[0].passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('in production: nobody without ADMIN_USERNAME / ADMIN_PASSWORD, and it says so', async () => {
    ctx = await context();
    await ctx.seed({ NODE_ENV: 'production' });
    expect(await ctx.users.count()).toBe(0);
    expect(ctx.logged.join('\n')).toMatch(/nobody can sign in/);
  });

  it('in production: only the configured admin, and never with a weak password', async () => {
    ctx = await context();
    await expect(ctx.seed({ NODE_ENV: 'production', ADMIN_USERNAME: 'it.admin', ADMIN_PASSWORD: 'admin123' })).rejects.toThrow(
      /at least 12 characters/,
    );
    await expect(ctx.seed({ NODE_ENV: 'production', ADMIN_USERNAME: 'it.admin', ADMIN_PASSWORD: 'Password2025!' })).rejects.toThrow(
      /too common/,
    );
    await expect(ctx.seed({ NODE_ENV: 'production', ADMIN_USERNAME: 'it.admin', ADMIN_PASSWORD: 'it.admin-is-me-2025' })).rejects.toThrow(
      /must not contain the username/,
    );
    expect(await ctx.users.count()).toBe(0);
    await ctx.seed({ NODE_ENV: 'production', ADMIN_USERNAME: 'IT.Admin', ADMIN_PASSWORD: 'Liberation-Tower-372m' });
    const rows = await ctx.users.list();
    expect(rows.map((u) => [u.username, u.role])).toEqual([['it.admin', 'admin']]);
    expect(await verifyPassword(rows[0].passwordHash, 'Liberation-Tower-372m')).toBe(true);
  });
});
