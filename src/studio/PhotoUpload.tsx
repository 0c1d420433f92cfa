/** Adds a photo from the author's device through the one photo pipeline (npm run media:add's). */
import { UPLOAD_LIMITS } from '../shared/studio/api.ts';
import { post } from './client.ts';
import { UploadForm } from './UploadForm.tsx';

const PHOTO = {
  noun: 'photo',
  accept: '.jpg,.jpeg,.png,.webp,.avif,.heic,.heif',
  maxBytes: UPLOAD_LIMITS.photo,
};

export function PhotoUpload({ onAdded }: { onAdded: (src: string, alt: string) => void }) {
  return (
    <UploadForm
      kind={PHOTO}
      send={async (file, data, alt) => {
        const photo = await post('photo', { name: file.name, alt, data });
        onAdded(photo.src, photo.alt);
      }}
    />
  );
}
