import { useState, type DragEvent } from 'react';

/**
 * A drop target for one file: `over` while a file is dragged over it (not flickering as the
 * pointer crosses its children), and `onFile` with the first dropped file. Nothing is taken
 * while `disabled`; such a drop is still kept from replacing the page by `useKeepPageOnFileDrop`.
 */
export function useFileDrop(onFile: (file: File) => void, disabled = false) {
  const [over, setOver] = useState(false);
  const handlers = {
    onDragOver(event: DragEvent) {
      if (disabled || !event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setOver(true);
    },
    onDragLeave(event: DragEvent) {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
    },
    onDrop(event: DragEvent) {
      setOver(false);
      const dropped = event.dataTransfer.files[0];
      if (disabled || !dropped) return;
      event.preventDefault();
      onFile(dropped);
    },
    'data-dragging': over || undefined,
  };
  return { over, handlers };
}
