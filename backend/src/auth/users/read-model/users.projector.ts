import { USER_EVENT_TYPES, type UserEvent } from '@kb/contracts';
import type { Queryable } from '../../../database/database.js';
import type { StoredEvent } from '../../../event-store/event-store.port.js';
import type { SqlProjector, TableNames } from '../../../projections/projector.js';
import { decodeEventOf } from '../../../shared/event-sourcing/decider.js';

export const USERS_PROJECTOR = 'users';

/**
 * The `users` read model: one row per account, with the password hash the sign-in checks against.
 * Sign-in events only stamp `last_sign_in_at`; who signed in when stays in the event log.
 */
export const usersProjector: SqlProjector = {
  kind: 'sql',
  name: USERS_PROJECTOR,
  tables: { users: { orderBy: 'id' } },
  handles: USER_EVENT_TYPES,
  ddl: (t) => `
    CREATE TABLE IF NOT EXISTS ${t.users} (
      id uuid PRIMARY KEY,
      username text NOT NULL UNIQUE,
      name text NOT NULL,
      role text NOT NULL,
      password_hash text NOT NULL,
      avatar_url text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_sign_in_at timestamptz
    );
    ALTER TABLE ${t.users} ADD COLUMN IF NOT EXISTS disabled boolean NOT NULL DEFAULT false;`,
  async apply(c: Queryable, stored: StoredEvent, t: TableNames): Promise<void> {
    // Events of other contexts in the same batch pass by.
    const event = decodeEventOf<UserEvent>(stored, USER_EVENT_TYPES);
    if (!event) return;
    const at = stored.metadata.at;
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, username, name, role, passwordHash } = event.data;
        await c.query(
          `INSERT INTO ${t.users} (id, username, name, role, password_hash, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (id) DO NOTHING`,
          [userId, username, name, role, passwordHash, at],
        );
        return;
      }
      case 'UserRoleChanged':
        await c.query(`UPDATE ${t.users} SET role = $2, updated_at = $3 WHERE id = $1`, [event.data.userId, event.data.role, at]);
        return;
      case 'UserPasswordChanged':
        await c.query(`UPDATE ${t.users} SET password_hash = $2, updated_at = $3 WHERE id = $1`, [
          event.data.userId,
          event.data.passwordHash,
          at,
        ]);
        return;
      case 'UserRenamed':
        await c.query(`UPDATE ${t.users} SET name = $2, updated_at = $3 WHERE id = $1`, [event.data.userId, event.data.name, at]);
        return;
      case 'UserDisabled':
      case 'UserEnabled':
        await c.query(`UPDATE ${t.users} SET disabled = $2, updated_at = $3 WHERE id = $1`, [
          event.data.userId,
          event.type === 'UserDisabled',
          at,
        ]);
        return;
      case 'UserSignedIn':
        await c.query(`UPDATE ${t.users} SET last_sign_in_at = $2 WHERE id = $1`, [event.data.userId, at]);
        return;
      case 'UserSignInFailed':
      case 'UserSignedOut':
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
};
