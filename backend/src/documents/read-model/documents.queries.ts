import { Injectable, Optional } from '@nestjs/common';
import type { CategoryCode, DocumentListResponse, DocumentStatus, KnowledgeDocument } from '@kb/contracts';
import { Database, type Queryable } from '../../database/database.js';
import { DocumentSearchIndex } from '../search/search-index.js';
import { searchTerms } from '../../assistant/analysis.js';
import { tsqueryOf } from '../search/tsquery.js';
import { DOCUMENT_COLUMNS, toKnowledgeDocument, type DocumentRow } from './document-row.js';

/** A resolved list request: codes already canonical, paging already checked. */
export interface DocumentListParams {
  /** Words that must each start a word of the title or content (case-insensitive, Arabic-normalised). */
  search?: string | null;
  category?: CategoryCode | null;
  /** One status, or 'all'. */
  status: DocumentStatus | 'all';
  page: number;
  limit: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Statements with a `name` are prepared once per connection (parse and plan saved on every call).

/**
 * Reads of the `documents` read model, for this module and any other (the assistant, the client's
 * library). Every method answers from committed read-model state; none of them checks access, so
 * callers decide who may see what (agents: `active` only).
 *
 * - `findById(id, {activeOnly})`: one document, or null when unknown, deleted, or not active
 *   while `activeOnly` is set.
 * - `findByIds(ids, {activeOnly})`: the documents among `ids` that exist, newest first.
 * - `list(params)`: one page, newest first (updated_at desc, id desc), with the total. With words,
 *   the matching ids and the total come from the in-memory `DocumentSearchIndex` (the app always
 *   has one). Constructed without it, words are matched in SQL on the `search` column with the
 *   same rules: the reference the index is tested against, but slow on large libraries (the
 *   planner scans every row's lexemes for a prefix query; see bench/documents.mjs).
 */
@Injectable()
export class DocumentsQueries {
  constructor(
    private readonly db: Database,
    @Optional() private readonly index?: DocumentSearchIndex,
  ) {}

  async findById(id: string, options: { activeOnly?: boolean } = {}): Promise<KnowledgeDocument | null> {
    if (!UUID.test(id)) return null;
    const { rows } = await this.db.pool.query<DocumentRow>({
      name: 'documents_by_id',
      text: `SELECT ${DOCUMENT_COLUMNS} FROM documents WHERE id = $1`,
      values: [id],
    });
    const doc = rows[0] ? toKnowledgeDocument(rows[0]) : null;
    return doc && (!options.activeOnly || doc.status === 'active') ? doc : null;
  }

  /** `via`: a transaction's client (a projector's, for its live push), else the pool. */
  async findByIds(
    ids: readonly string[],
    options: { activeOnly?: boolean } = {},
    via: Queryable = this.db.pool,
  ): Promise<KnowledgeDocument[]> {
    const valid = ids.filter((id) => UUID.test(id));
    if (!valid.length) return [];
    const { rows } = await via.query<DocumentRow>({
      name: `documents_by_ids${options.activeOnly ? '_active' : ''}`,
      text: `SELECT ${DOCUMENT_COLUMNS} FROM documents WHERE id = ANY($1::uuid[]) ${options.activeOnly ? "AND status = 'active'" : ''}
             ORDER BY updated_at DESC, id DESC`,
      values: [valid],
    });
    return rows.map(toKnowledgeDocument);
  }

  async list(params: DocumentListParams): Promise<DocumentListResponse> {
    const terms = params.search ? searchTerms(params.search) : [];
    if (terms.length && this.index) return this.listFromIndex(params, terms);
    return this.listFromSql(params, tsqueryOf(terms));
  }

  private async listFromIndex(params: DocumentListParams, terms: string[]): Promise<DocumentListResponse> {
    const { ids, total } = this.index!.search({
      terms,
      status: params.status,
      category: params.category ?? null,
      offset: (params.page - 1) * params.limit,
      limit: params.limit,
    });
    // The rows are the read model's; a row that changed meanwhile is checked again, so a document
    // that just stopped matching the filters is never shown.
    const documents = (await this.findByIds(ids)).filter(
      (d) => (params.status === 'all' || d.status === params.status) && (!params.category || d.category === params.category),
    );
    return { documents, total, page: params.page, limit: params.limit };
  }

  private async listFromSql(params: DocumentListParams, tsquery: string | null): Promise<DocumentListResponse> {
    const where: string[] = [];
    const values: unknown[] = [params.limit, (params.page - 1) * params.limit];
    const counts: string[] = [];
    if (params.status !== 'all') {
      values.push(params.status);
      where.push(`status = $${values.length}`);
      counts.push(`status = $${values.length}`);
    }
    if (params.category) {
      values.push(params.category);
      where.push(`category = $${values.length}`);
      counts.push(`category = $${values.length}`);
    }
    if (tsquery) {
      values.push(tsquery);
      where.push(`search @@ $${values.length}::tsquery`);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    // Without words, the total comes from the per-(category, status) counts instead of a row count.
    const total = tsquery
      ? `SELECT count(*)::int AS total FROM documents ${filter}`
      : `SELECT coalesce(sum(n), 0)::int AS total FROM document_counts ${counts.length ? `WHERE ${counts.join(' AND ')}` : ''}`;
    // One statement, so the page and its total come from the same snapshot in one round trip.
    const text = `SELECT c.total, p.* FROM (${total}) c LEFT JOIN LATERAL (
        SELECT ${DOCUMENT_COLUMNS} FROM documents ${filter} ORDER BY updated_at DESC, id DESC LIMIT $1 OFFSET $2
      ) p ON true ORDER BY p.updated_at DESC, p.id DESC`;
    // Prepared once per connection, except with words: a generic plan cannot know how common they are.
    const name = tsquery ? undefined : `documents_list_${params.status === 'all' ? 'a' : 's'}${params.category ? 'c' : ''}`;
    const { rows } = await this.db.pool.query<DocumentRow & { total: number }>({ name, text, values });
    return {
      documents: rows.filter((r) => r.id !== null).map(toKnowledgeDocument),
      total: rows[0]?.total ?? 0,
      page: params.page,
      limit: params.limit,
    };
  }
}
