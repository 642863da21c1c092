import { useSearchParams } from 'react-router';

type Tab = 'documents' | 'files';

/** The manager's tab, kept in the address (`?tab=files`; none for Knowledge Documents). */
export function useTabParam(): [Tab, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'files' ? 'files' : 'documents';
  const setTab = (value: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value === 'files') next.set('tab', 'files');
      else next.delete('tab');
      return next;
    });
  return [tab, setTab];
}
