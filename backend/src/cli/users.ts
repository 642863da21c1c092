import 'reflect-metadata';
import { ROLES, type Role } from '@kb/contracts';
import type { INestApplicationContext } from '@nestjs/common';
import { DataDirInUseError, lockDataDir, unlockDataDir } from '../database/data-dir-lock.js';
import { ChangeUserPassword } from '../auth/users/commands/change-user-password.js';
import { checkPassword } from '../auth/users/domain/password-policy.js';
import { normalizeUsername } from '../auth/users/domain/user.decider.js';
import { ChangeUserRole } from '../auth/users/commands/change-user-role.js';
import { RegisterUser } from '../auth/users/commands/register-user.js';
import { UsersQueries, type UserRow } from '../auth/users/read-model/users.queries.js';
import { loadConfig } from '../config/app-config.js';
import type { CommandContext } from '../shared/event-sourcing/command-handler.js';
import { DomainError } from '../shared/event-sourcing/decider.js';
import { registerMessages, translate } from '../shared/i18n/messages.js';
import { AUTH_MESSAGES } from '../auth/auth.messages.js';
import { bootContext } from './boot.js';

const USAGE = `Usage:
  npm run users -- add <username> <name> <role> [--password P]
  npm run users -- passwd <username> [--password P]
  npm run users -- role <username> <role>
  npm run users -- list
Roles: ${ROLES.join(', ')}. Without --password you are asked for it (in a terminal).`;

class UsageError extends Error {}
/** A rule the command broke (weak password, taken username): no usage text, just the reason. */
class CommandError extends Error {}

function parse(argv: string[]): { command: string; args: string[]; password: string | null } {
  const args: string[] = [];
  let password: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--password') {
      if (argv[i + 1] === undefined) throw new UsageError('--password needs a value');
      password = argv[++i];
    } else if (argv[i].startsWith('--password=')) password = argv[i].slice('--password='.length);
    else args.push(argv[i]);
  }
  const [command = '', ...rest] = args;
  return { command, args: rest, password };
}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          stdin.off('data', onData);
          stdin.setRawMode(false);
          stdin.pause();
          process.stdout.write('\n');
          return resolve(value);
        }
        if (ch === '\u0003') {
          stdin.setRawMode(false);
          return reject(new UsageError('cancelled'));
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function passwordFrom(given: string | null): Promise<string> {
  if (given !== null) return given;
  if (!process.stdin.isTTY) throw new UsageError('No password given: pass --password P, or run in a terminal to be asked for it.');
  const first = await askHidden('Password: ');
  if (first !== (await askHidden('Repeat password: '))) throw new CommandError('The passwords do not match.');
  return first;
}

function role(value: string | undefined): Role {
  if (!value || !(ROLES as readonly string[]).includes(value))
    throw new UsageError(`Unknown role "${value ?? ''}". Roles: ${ROLES.join(', ')}.`);
  return value as Role;
}

/** The password rules, checked here too so a weak password is refused before the database opens. */
function strong(username: string, password: string): string {
  const weak = checkPassword(normalizeUsername(username), password);
  if (weak) throw new CommandError(translate(weak.code, 'en', weak.params));
  return password;
}

const describe = (u: UserRow) => `${u.username.padEnd(20)} ${u.role.padEnd(8)} ${u.name} (${u.id})`;

function orFail(result: UserRow | DomainError): UserRow {
  if (result instanceof DomainError) throw new CommandError(translate(result.code, 'en', result.params));
  return result;
}

type Step = (ctx: INestApplicationContext, context: CommandContext) => Promise<string>;

/** Checks the arguments (and asks for the password) before anything boots: mistakes answer at once. */
async function plan(command: string, args: string[], given: string | null): Promise<Step> {
  switch (command) {
    case 'add': {
      const [username, name, wanted] = args;
      if (!username || !name || args.length !== 3) throw new UsageError('add needs <username> <name> <role> (quote a name with spaces)');
      const input = {
        username,
        name,
        role: role(wanted),
        password: strong(username, await passwordFrom(given)),
        enforcePasswordPolicy: true,
      };
      return async (ctx, context) => `Added ${describe(orFail(await ctx.get(RegisterUser).execute(input, context)))}`;
    }
    case 'passwd': {
      const [username] = args;
      if (!username || args.length !== 1) throw new UsageError('passwd needs <username>');
      const password = strong(username, await passwordFrom(given));
      return async (ctx, context) => {
        const user = orFail(await ctx.get(ChangeUserPassword).execute({ username, password }, context));
        return `Password changed for ${user.username}; their sessions have ended.`;
      };
    }
    case 'role': {
      const [username, wanted] = args;
      if (!username || args.length !== 2) throw new UsageError('role needs <username> <role>');
      const next = role(wanted);
      return async (ctx, context) =>
        `Role set: ${describe(orFail(await ctx.get(ChangeUserRole).execute({ username, role: next }, context)))}`;
    }
    case 'list':
      return async (ctx) => (await ctx.get(UsersQueries).list()).map(describe).join('\n') || 'No users.';
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
  }
}

async function main(): Promise<number> {
  // The password rules are checked before the app boots (and its auth module registers them).
  registerMessages(AUTH_MESSAGES);
  const { command, args, password } = parse(process.argv.slice(2));
  const step = await plan(command, args, password);
  delete process.env.KB_NO_PROJECTIONS;
  const config = loadConfig();
  // Before the database opens: PGlite itself would let two processes write the same files.
  if (!config.databaseUrl) lockDataDir(config.dataDir);
  let ctx: INestApplicationContext | null = null;
  try {
    ctx = await bootContext();
    console.log(await step(ctx, { actor: 'system', now: new Date() }));
    return 0;
  } finally {
    await ctx?.close();
    if (!config.databaseUrl) unlockDataDir(config.dataDir);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
    else if (error instanceof DataDirInUseError || error instanceof CommandError) console.error(error.message);
    else console.error('Failed:', error instanceof Error ? error.message : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
