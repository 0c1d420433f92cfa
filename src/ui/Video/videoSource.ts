import { backendUrl } from '../../backend/config.ts';

/**
 * The address a video plays from: https:// addresses as they are, and storage:<bucket>/<file>
 * from the backend's public storage (see src/backend/config.ts).
 */
export function resolveVideoSrc(src: string, storageBase: string = backendUrl): string {
  const storage = /^storage:([^/]+)\/(.+)$/.exec(src);
  if (!storage) return src;
  const base = storageBase.replace(/\/+$/, '');
  return `${base}/storage/v1/object/public/${storage[1]}/${storage[2]}`;
}

const mimeTypes: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

/** The MIME type for a <source>, so browsers skip formats they cannot play without fetching them. */
export function videoMimeType(url: string): string | undefined {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase();
  return extension ? mimeTypes[extension] : undefined;
}
