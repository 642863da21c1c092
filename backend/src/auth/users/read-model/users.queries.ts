import { Injectable } from '@nestjs/common';
import type { AdminUser, Role, User } from '@kb/contracts';
import { Database, type Queryable } from '../../../database/database.js';

export interface UserRow {
  id: string;
  username: string;
  name: string;
  role: Role;
  passwordHash: string;
  avatarUrl: string | null;
  disabled: boolean;
}

const COLUMNS = `id, username, name, role, password_hash AS "passwordHash", avatar_url AS "avatarUrl", disabled`;
const ADMIN_COLUMNS = `id, username, name, role, disabled, created_at AS "createdAt", last_sign_in_at AS "lastSignInAt"`;
type AdminUserRow = Omit<AdminUser, 'createdAt' | 'lastSignInAt'> & { createdAt: Date; lastSignInAt: Date | null };
const toAdminUser = (r: AdminUserRow): AdminUser => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
});

export const toUser = (row: Pick<UserRow, 'id' | 'name' | 'role' | 'avatarUrl'>): User => ({
  id: row.id,
  name: row.name,
  role: row.role,
  avatarUrl: row.avatarUrl,
});

/** Reads of the `users` read model. */
@Injectable()
export class UsersQueries {
  constructor(private readonly db: Database) {}

  async byUsername(username: string, c: Queryable = this.db): Promise<UserRow | null> {
    const { rows } = await c.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE username = $1`, [username]);
    return rows[0] ?? null;
  }

  async byId(id: string, c: Queryable = this.db): Promise<UserRow | null> {
    const { rows } = await c.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async list(): Promise<UserRow[]> {
    const { rows } = await this.db.query<UserRow>(`SELECT ${COLUMNS} FROM users ORDER BY username`);
    return rows;
  }

  /** Every account for the User Access tab, without password hashes. */
  async listForAdmin(): Promise<AdminUser[]> {
    const { rows } = await this.db.query<AdminUserRow>(`SELECT ${ADMIN_COLUMNS} FROM users ORDER BY created_at, username`);
    return rows.map(toAdminUser);
  }

  async forAdmin(id: string): Promise<AdminUser | null> {
    const { rows } = await this.db.query<AdminUserRow>(`SELECT ${ADMIN_COLUMNS} FROM users WHERE id = $1`, [id]);
    return rows[0] ? toAdminUser(rows[0]) : null;
  }

  /** Enabled admins: the last of them may be neither demoted nor disabled. */
  async activeAdmins(): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE role = 'admin' AND NOT disabled`);
    return rows[0].n;
  }

  async count(): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users`);
    return rows[0].n;
  }
}
