import { backendUrl } from './config.ts';

/**
 * The address a video plays from: https:// addresses as they are, and storage:<bucket>/<file>
 * from the backend's public storage (see ./config.ts).
 */
export function resolveStorageUrl(src: string, storageBase: string = backendUrl): string {
  const storage = /^storage:([^/]+)\/(.+)$/.exec(src);
  if (!storage) return src;
  const base = storageBase.replace(/\/+$/, '');
  return `${base}/storage/v1/object/public/${storage[1]}/${storage[2]}`;
}
