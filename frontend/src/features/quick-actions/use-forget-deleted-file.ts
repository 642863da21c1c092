import { useEffect } from 'react';
import { useListKnowledgeFilesQuery } from '../../shared/api/knowledge-files-api';
import { useAppDispatch } from '../../shared/store-hooks';
import { fileGone } from './quick-actions-slice';

/**
 * Drops the file context once the selected file is no longer in the caller's list: deleted here,
 * in another tab (the list follows `file:changed`), or by anyone else. Runs while the drawer is
 * closed too, so it never opens on a file that is gone.
 */
export function useForgetDeletedFile(fileId: string | null) {
  const dispatch = useAppDispatch();
  const { gone } = useListKnowledgeFilesQuery(undefined, {
    skip: fileId === null,
    selectFromResult: ({ data, isSuccess }) => ({ gone: isSuccess && !!data && fileId !== null && !data.some((f) => f.id === fileId) }),
  });
  useEffect(() => {
    if (gone && fileId !== null) dispatch(fileGone(fileId));
  }, [gone, fileId, dispatch]);
}
