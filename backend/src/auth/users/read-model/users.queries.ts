import { Injectable } from '@nestjs/common';
import type { Role, User } from '@kb/contracts';
import { Database, type Queryable } from '../../../database/database.js';

export interface UserRow {
  id: string;
  username: string;
  name: string;
  role: Role;
  passwordHash: string;
  avatarUrl: string | null;
}

const COLUMNS = `id, username, name, role, password_hash AS "passwordHash", avatar_url AS "avatarUrl"`;

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

  async count(): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users`);
    return rows[0].n;
  }
}
