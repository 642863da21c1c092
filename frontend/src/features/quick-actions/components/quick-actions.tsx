import { useEffect, useRef, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { QUICK_ACTIONS_CLEAR_DELAY_MS } from '@kb/contracts';
import { useFieldFocused } from '../../../shared/hooks/use-field-focused';
import { COMPACT_QUERY, useMediaQuery } from '../../../shared/hooks/use-media-query';
import { useLocale } from '../../../shared/i18n/use-locale';
import {
  type QuickActionsContext,
  contextCleared,
  quickActionsClosed,
  quickActionsOpened,
  selectQuickActions,
  selectShownContext,
} from '../quick-actions-slice';
import { useForgetDeletedFile } from '../use-forget-deleted-file';
import { useAppDispatch } from '../../../shared/store-hooks';
import { IconButton } from '../../../shared/ui/button';
import { BoltIcon, CloseIcon } from '../../../shared/ui/icons';
import { ActionGroups } from './action-groups';
import { ContextBlock } from './context-block';
import { FileActions } from './file-actions';
import { Drawer, DrawerOverlay, Empty, Fab } from './quick-actions-styles';
import { Hint } from '../../../shared/ui/hint';

interface Props {
  /**
   * What another feature shows for a context it owns (the chat's open conversation, issue 48):
   * features do not import each other, so the app hands it in. Null: the drawer's own block.
   */
  renderContext?: (context: QuickActionsContext) => ReactNode | null;
}

/** Floating button and side drawer (radix Dialog: focus trap, Escape closes). */
export function QuickActions({ renderContext }: Props) {
  const { t } = useTranslation();
  const { dir } = useLocale();
  const dispatch = useAppDispatch();
  const { open, context: picked, selection } = useSelector(selectQuickActions);
  const context = useSelector(selectShownContext);
  const selectionNow = useRef(selection);
  selectionNow.current = selection;

  // SPEC.md: the context clears 300 ms after closing (after the drawer has left the screen). Only
  // after a close: a timer started on mount would wipe an item selected in the first 300 ms.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    const atClose = selectionNow.current;
    const timer = setTimeout(() => {
      wasOpen.current = false;
      dispatch(contextCleared(atClose));
    }, QUICK_ACTIONS_CLEAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, dispatch]);
  useForgetDeletedFile(picked?.type === 'file' ? picked.id : null);
  // On small screens the button steps aside while a field has the focus: it must never cover what
  // is being typed (issue 48: it sat on the audit filters at 390 px).
  const compact = useMediaQuery(COMPACT_QUERY);
  const typing = useFieldFocused(compact && !open);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => dispatch(next ? quickActionsOpened() : quickActionsClosed())}>
      <Hint label={t('quickActions.open')}>
        <Dialog.Trigger asChild>
          <Fab type="button" aria-label={t('quickActions.open')} data-stepped-aside={typing || undefined}>
            <BoltIcon size={22} />
          </Fab>
        </Dialog.Trigger>
      </Hint>
      <Dialog.Portal>
        <DrawerOverlay />
        <Drawer dir={dir} data-testid="quick-actions">
          <header>
            <div>
              <Dialog.Title>{t('quickActions.title')}</Dialog.Title>
              <Dialog.Description>{t('quickActions.description')}</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <IconButton type="button" aria-label={t('quickActions.close')}>
                <CloseIcon size={18} />
              </IconButton>
            </Dialog.Close>
          </header>
          {context ? (
            (renderContext?.(context) ?? (
              <>
                <ContextBlock context={context} />
                {context.type === 'file' && <FileActions id={context.id} name={context.originalFilename} />}
              </>
            ))
          ) : (
            <Empty>
              <strong>{t('quickActions.emptyTitle')}</strong>
              <p>{t('quickActions.emptyText')}</p>
            </Empty>
          )}
          <ActionGroups onDone={() => dispatch(quickActionsClosed())} />
        </Drawer>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
