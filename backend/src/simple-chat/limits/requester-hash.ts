import { createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../core/tokens.js';
import { Database } from '../../database/database.js';

/**
 * Who asks, as a salted hash and nothing more: an account when signed in (limited by account, not
 * address), else the address as `req.ip` gives it (TRUST_PROXY decides whose X-Forwarded-For is
 * believed). The salt is SIMPLE_CHAT_SALT, or one generated at first start and kept in the
 * database so every instance, and every restart, hashes alike.
 */
@Injectable()
export class RequesterHash {
  private salt: string | null = null;

  constructor(
    private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async init(): Promise<void> {
    if (this.config.simpleChat.salt) {
      this.salt = this.config.simpleChat.salt;
      return;
    }
    await this.db.migrate(`CREATE TABLE IF NOT EXISTS simple_chat_salt (id integer PRIMARY KEY CHECK (id = 1), salt text NOT NULL)`);
    await this.db.query(`INSERT INTO simple_chat_salt (id, salt) VALUES (1, $1) ON CONFLICT DO NOTHING`, [randomBytes(32).toString('hex')]);
    const { rows } = await this.db.query<{ salt: string }>(`SELECT salt FROM simple_chat_salt WHERE id = 1`);
    this.salt = rows[0].salt;
  }

  of(req: Request): string {
    if (!this.salt) throw new Error('RequesterHash used before init');
    const who = req.user ? `account:${req.user.id}` : `address:${req.ip ?? req.socket.remoteAddress ?? 'unknown'}`;
    return createHmac('sha256', this.salt).update(who).digest('hex');
  }
}
