import type { Request } from 'express';

/** Admins and auditors see every status; everyone else only active documents, whatever they ask. */
export const seesEveryStatus = (req: Request) => req.user!.role === 'admin' || req.user!.role === 'auditor';
