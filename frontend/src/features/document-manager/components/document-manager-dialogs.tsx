import type { KnowledgeDocument } from '@kb/contracts';
import type { DocumentDraft } from '../../../shared/documents/document-fields';
import { AddDocumentDialog } from './add-document-dialog';
import { CategoriesDialog } from './categories-dialog';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { EditDocumentDialog } from './edit-document-dialog';
import { UploadDocumentDialog } from './upload-document-dialog';

/** The dialog open over the document manager, if any, with what it works on. */
export type OpenDialog =
  | { kind: 'add'; prefill?: Partial<DocumentDraft> }
  | { kind: 'edit'; doc: KnowledgeDocument; opener: HTMLElement | null }
  | { kind: 'delete'; doc: KnowledgeDocument; opener: HTMLElement | null }
  | { kind: 'upload' }
  | { kind: 'categories' }
  | null;

interface Props {
  open: OpenDialog;
  setOpen: (open: OpenDialog) => void;
  userId?: string;
}

/** The add, edit, delete, categories and upload dialogs; an upload's extracted text opens Add, prefilled. */
export function DocumentManagerDialogs({ open, setOpen, userId }: Props) {
  const close = () => setOpen(null);
  return (
    <>
      {open?.kind === 'add' && <AddDocumentDialog prefill={open.prefill} onClose={close} />}
      {open?.kind === 'edit' && (
        <EditDocumentDialog key={open.doc.id} doc={open.doc} userId={userId} onClose={close} opener={open.opener} />
      )}
      {open?.kind === 'delete' && <DeleteDocumentDialog doc={open.doc} onClose={close} opener={open.opener} />}
      {open?.kind === 'categories' && <CategoriesDialog onClose={close} />}
      {open?.kind === 'upload' && (
        <UploadDocumentDialog onClose={close} onExtracted={({ title, content }) => setOpen({ kind: 'add', prefill: { title, content } })} />
      )}
    </>
  );
}
