import { useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Category } from '@kb/contracts';
import {
  useAddCategoryMutation,
  useGetCategoriesQuery,
  useRenameCategoryMutation,
  useRetireCategoryMutation,
} from '../../../shared/api/categories-api';
import { useListDocumentsQuery } from '../../../shared/api/documents-api';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { DialogActions, DialogContent, DialogDescription, DialogOverlay, DialogTitle } from '../../../shared/ui/dialog';
import { Table, TableScroll } from '../../../shared/ui/table';
import { TextField } from '../../../shared/ui/text-field';
import { useReturnFocus } from '../../../shared/ui/use-return-focus';
import { useToast } from '../../../shared/ui/use-toast';

const Wide = styled(DialogContent)`
  inline-size: min(760px, calc(100vw - 24px));
`;

const Names = styled.form`
  display: grid;
  gap: 10px;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  align-items: end;
  .error {
    color: ${({ theme }) => theme.color.danger};
    font-size: 13px;
    grid-column: 1 / -1;
  }
  .actions {
    display: flex;
    gap: 8px;
  }
`;

const RowActions = styled.div`
  display: flex;
  gap: 6px;
  flex-wrap: wrap;
`;

type Errors = Partial<Record<'en' | 'ar', string>>;
const fieldsOf = (error: unknown): Errors => (error as { data?: { fields?: Errors } }).data?.fields ?? {};

/** English and Arabic names side by side, with the server's message under the form. */
function NamesForm({
  initial,
  submit,
  label,
  onCancel,
  testId,
}: {
  initial: { en: string; ar: string };
  submit: (names: { en: string; ar: string }) => Promise<unknown>;
  label: string;
  onCancel?: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [names, setNames] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await submit(names);
      if (!onCancel) setNames({ en: '', ar: '' });
    } catch (error) {
      setErrors(fieldsOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Names onSubmit={(e) => void onSubmit(e)} noValidate data-testid={testId}>
      <TextField
        label={t('categoriesAdmin.english')}
        dir="ltr"
        lang="en"
        value={names.en}
        maxLength={60}
        onChange={(e) => setNames({ ...names, en: e.target.value })}
        aria-invalid={errors.en ? true : undefined}
      />
      <TextField
        label={t('categoriesAdmin.arabic')}
        dir="rtl"
        lang="ar"
        value={names.ar}
        maxLength={60}
        onChange={(e) => setNames({ ...names, ar: e.target.value })}
        aria-invalid={errors.ar ? true : undefined}
      />
      <div className="actions">
        <Button type="submit" disabled={busy}>
          {label}
        </Button>
        {onCancel && (
          <Button type="button" $variant="ghost" onClick={onCancel}>
            {t('categoriesAdmin.cancel')}
          </Button>
        )}
      </div>
      {errors.en && (
        <span className="error" role="alert">
          {errors.en}
        </span>
      )}
      {errors.ar && (
        <span className="error" role="alert">
          {errors.ar}
        </span>
      )}
    </Names>
  );
}

/** One request per category (a page of one row): the total is the count, kept live like every list. */
function CategoryRow({ category, editing, onEdit }: { category: Category; editing: boolean; onEdit: (code: string | null) => void }) {
  const { t } = useTranslation();
  const { language, locale } = useLocale();
  const toast = useToast();
  const { data } = useListDocumentsQuery({ search: '', category: category.code, status: 'all', page: 1, limit: 1 });
  const [rename] = useRenameCategoryMutation();
  const [retire, retiring] = useRetireCategoryMutation();
  const name = language === 'ar' ? category.ar : category.en;
  return (
    <tr data-category={category.code}>
      <td data-label={t('documentManager.categoryColumn')}>
        {editing ? (
          <NamesForm
            testId="rename-category-form"
            initial={{ en: category.en, ar: category.ar }}
            label={t('categoriesAdmin.save')}
            onCancel={() => onEdit(null)}
            submit={async (names) => {
              await rename({ code: category.code, ...names }).unwrap();
              toast({ title: t('categoriesAdmin.renamed'), variant: 'success' });
              onEdit(null);
            }}
          />
        ) : (
          <>
            <strong>{name}</strong>{' '}
            <small lang={language === 'ar' ? 'en' : 'ar'} dir="auto">
              {language === 'ar' ? category.en : category.ar}
            </small>{' '}
            {category.retired && <Badge $tone="warning">{t('categoriesAdmin.retired')}</Badge>}
          </>
        )}
      </td>
      <td data-label={t('documentManager.countColumn')}>{data ? data.total.toLocaleString(locale) : '…'}</td>
      <td data-label={t('categoriesAdmin.actions')}>
        {!editing && (
          <RowActions>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => onEdit(category.code)}
              aria-label={t('categoriesAdmin.renameOf', { name })}
            >
              {t('categoriesAdmin.rename')}
            </Button>
            {!category.retired && (
              <Button
                type="button"
                $variant="ghost"
                disabled={retiring.isLoading}
                aria-label={t('categoriesAdmin.retireOf', { name })}
                onClick={() =>
                  void retire(category.code)
                    .unwrap()
                    .then(() => toast({ title: t('categoriesAdmin.retiredText', { name }), variant: 'success' }))
                }
              >
                {t('categoriesAdmin.retire')}
              </Button>
            )}
          </RowActions>
        )}
      </td>
    </tr>
  );
}

/** Manage Categories: names in both languages, document counts, add, rename and retire (documents keep their codes). */
export function CategoriesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { dir } = useLocale();
  const returnFocus = useReturnFocus();
  const toast = useToast();
  const { data: categories = [] } = useGetCategoriesQuery();
  const [add] = useAddCategoryMutation();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        <Wide dir={dir} onCloseAutoFocus={returnFocus} data-testid="categories-dialog">
          <DialogTitle>{t('documentManager.categoriesTitle')}</DialogTitle>
          <DialogDescription>{t('categoriesAdmin.description')}</DialogDescription>
          <TableScroll>
            <Table $cards>
              <thead>
                <tr>
                  <th scope="col">{t('documentManager.categoryColumn')}</th>
                  <th scope="col">{t('documentManager.countColumn')}</th>
                  <th scope="col">{t('categoriesAdmin.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {categories.map((c) => (
                  <CategoryRow key={c.code} category={c} editing={editing === c.code} onEdit={setEditing} />
                ))}
              </tbody>
            </Table>
          </TableScroll>
          <h3>{t('categoriesAdmin.addHeading')}</h3>
          <NamesForm
            testId="add-category-form"
            initial={{ en: '', ar: '' }}
            label={t('categoriesAdmin.add')}
            submit={async (names) => {
              await add(names).unwrap();
              toast({ title: t('categoriesAdmin.added'), variant: 'success' });
            }}
          />
          <DialogActions>
            <Dialog.Close asChild>
              <Button type="button" $variant="secondary">
                {t('common.close')}
              </Button>
            </Dialog.Close>
          </DialogActions>
        </Wide>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
