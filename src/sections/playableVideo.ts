import type { Video } from '../generated/content.ts';
import { resolveStorageUrl } from '../backend/storage.ts';
import type { VideoSource } from '../ui/types.ts';

/** A page's video with its storage:<bucket>/<file> address resolved for <BackgroundVideo>. */
export const playableVideo = (video: Video): VideoSource => ({
  ...video,
  src: resolveStorageUrl(video.src),
});
