import { useEffect } from 'react';
import { onStorageDropped } from '@/lib/storage';

/**
 * Tells the admin, once per entry, that something this browser had kept could not be read and was
 * removed (lib/storage.ts drops it instead of crashing). The notification code loads only then.
 */
export function StorageNotices() {
  useEffect(() => {
    const told = new Set<string>();
    return onStorageDropped((entry) => {
      if (told.has(entry.key)) return;
      told.add(entry.key);
      void import('@mantine/notifications').then(({ notifications }) =>
        notifications.show({
          id: `storage-dropped-${entry.key}`,
          color: 'yellow',
          title: 'Something saved in this browser could not be read',
          message: `Slotboard removed ${entry.what}: it was damaged or written by another version. Nothing in the workspace changed.`,
          autoClose: 10_000,
        }),
      );
    });
  }, []);
  return null;
}
