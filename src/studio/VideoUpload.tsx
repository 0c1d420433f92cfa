/**
 * Adds a video of the author's own to a video field: the dev server stores it in the public
 * bucket (index first, no place or camera kept) and, where ffmpeg is installed, takes its still
 * from it. Without ffmpeg the field keeps its old still, and the studio asks for a new one.
 */
import { useState } from 'react';
import { UPLOAD_LIMITS, type WriteResponse } from '../shared/studio/api.ts';
import { post, type Json } from './client.ts';
import { labelOf } from './schema.ts';
import { UploadForm } from './UploadForm.tsx';

const VIDEO = { noun: 'video', accept: '.mp4,.webm', maxBytes: UPLOAD_LIMITS.video };

/** What the author is told once the video is in, in the order it matters to them. */
function whatHappened(name: string, added: WriteResponse<'video'>): string {
  return [
    `${name} is added.`,
    added.movedIndex &&
      'Its index was moved to the front, so it starts playing while it downloads.',
    added.removed.length > 0 && 'Its details (where and with what it was filmed) were removed.',
    added.still
      ? 'Its still, shown until it plays, is a frame from 1 second in.'
      : `Choose its still under “${labelOf('poster')}”: this computer has no ffmpeg to take one from the video.`,
  ]
    .filter(Boolean)
    .join(' ');
}

interface Props {
  video: { [key: string]: Json };
  onAdded: (video: { [key: string]: Json }) => void;
}

export function VideoUpload({ video, onAdded }: Props) {
  const [said, setSaid] = useState('');
  return (
    <UploadForm
      kind={VIDEO}
      done={said}
      send={async (file, data, alt) => {
        setSaid('');
        const added = await post('video', { name: file.name, alt, data });
        const poster = typeof video.poster === 'object' ? video.poster : {};
        onAdded({
          ...video,
          src: added.src,
          poster: { ...poster, ...(added.still ?? { alt }) },
        });
        setSaid(whatHappened(file.name, added));
      }}
    />
  );
}
