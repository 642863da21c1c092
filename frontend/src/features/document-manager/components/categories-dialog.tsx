import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CATEGORY_CODES, type CategoryCode } from '@kb/contracts';
import { useListDocumentsQuery } from '../../../shared/api/documents-api';
import { categoryLabel } from '../../../shared/documents/document-labels';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Button } from '../../../shared/ui/button';
import { DialogActions, DialogContent, DialogDescription, DialogOverlay, DialogTitle } from '../../../shared/ui/dialog';
import { Table, TableScroll } from '../../../shared/ui/table';
import { useReturnFocus } from '../../../shared/ui/use-return-focus';

const Count = styled.td`font-variant-numeric: tabular-nums;`;

/** One request per category (a page of one row): the total is the count, kept live like every list. */
function CategoryRow({ code }: { code: CategoryCode }) {
  const { language, locale } = useLocale();
  const { data } = useListDocumentsQuery({ search: '', category: code, status: 'all', page: 1, limit: 1 });
  return (
    <tr data-category={code}>
      <td>{categoryLabel(code, language)}</td>
      <Count>{data ? data.total.toLocaleString(locale) : '…'}</Count>
    </tr>
  );
}

/** The fixed category list with document counts (categories are not editable: SPEC.md fixes them). */
export function CategoriesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { dir } = useLocale();
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogContent dir={dir} onCloseAutoFocus={returnFocus}>
          <DialogTitle>{t('documentManager.categoriesTitle')}</DialogTitle>
          <DialogDescription>{t('documentManager.categoriesDescription')}</DialogDescription>
          <TableScroll>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('documentManager.categoryColumn')}</th>
                  <th scope="col">{t('documentManager.countColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {CATEGORY_CODES.map((code) => (
                  <CategoryRow key={code} code={code} />
                ))}
              </tbody>
            </Table>
          </TableScroll>
          <DialogActions>
            <Dialog.Close asChild>
              <Button type="button" $variant="secondary">
                {t('common.close')}
              </Button>
            </Dialog.Close>
          </DialogActions>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
