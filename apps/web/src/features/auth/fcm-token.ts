import { STORAGE_KEYS, readStorage } from '@/app/storage-keys';

/** The push identifier the mobile shell leaves in local storage (SPEC 3), when there is one. */
export function storedFcmToken(): string | undefined {
  return readStorage(STORAGE_KEYS.fcmToken) || undefined;
}
