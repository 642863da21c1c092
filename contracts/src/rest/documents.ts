import type { CategoryCode, DocumentStatus } from '../categories.js';

export interface KnowledgeDocument {
  id: string;
  title: string;
  content: string;
  /** Canonical category code. */
  category: CategoryCode;
  categoryLabel: { en: string; ar: string };
  status: DocumentStatus;
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}
export interface DocumentListQuery {
  query?: string;
  search?: string;
  category?: string;
  status?: DocumentStatus | 'all';
  page?: number;
  limit?: number;
}
export interface DocumentListResponse {
  documents: KnowledgeDocument[];
  total: number;
  page: number;
  limit: number;
}
export interface CreateDocumentRequest {
  title: string;
  content: string;
  category: string;
  status?: DocumentStatus;
  createdBy?: string;
  updatedBy?: string;
}
export type UpdateDocumentRequest = Partial<CreateDocumentRequest> & { version?: number };
export interface UploadDocumentResponse {
  title: string;
  content: string;
}
