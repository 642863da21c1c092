import type { INestApplicationContext } from '@nestjs/common';
import { FileExtraction } from '../commands/record-extraction/file-extraction.js';

/** Resolves once the app has read every uploaded file (other contexts' specs wait on it). */
export const extractionsIdle = (app: INestApplicationContext): Promise<void> => app.get(FileExtraction, { strict: false }).idle();
