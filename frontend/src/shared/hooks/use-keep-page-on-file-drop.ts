import { useEffect } from 'react';

/**
 * A file dragged onto the window and dropped where nothing takes it would make the browser open
 * the file in place of the app, losing what was typed. Drop zones still receive their drops
 * (their handlers run before this one, on the way up).
 */
export function useKeepPageOnFileDrop(): void {
  useEffect(() => {
    const keepPage = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', keepPage);
    window.addEventListener('drop', keepPage);
    return () => {
      window.removeEventListener('dragover', keepPage);
      window.removeEventListener('drop', keepPage);
    };
  }, []);
}
