/**
 * The one pipeline every video an author adds goes through (the studio's video field and
 * `npm run media:add`): checked, made ready to publish, stored once in the backend's public
 * bucket under its content hash, with a still for its poster taken from it when ffmpeg is
 * installed.
 *
 * - Checked: at most 50 MB (what Supabase Storage takes per file on its free plan, and far more
 *   than a background loop needs), an MP4 or WebM whose bytes are what its name says, its alt
 *   text and its still too, all before anything is stored.
 * - An MP4 gets its index in front of its media, so it plays while it downloads, and loses the
 *   boxes where a phone writes where and with what it filmed (mp4.ts). Its media is not
 *   re-encoded: that needs ffmpeg and minutes, and changes nothing a visitor would see.
 * - A WebM plays while it downloads as it comes. It is made by converters, not phones; but a
 *   converter copies a phone's place and camera into its tags, so those are blanked (webm.ts).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { storeOnce } from './store-once.ts';
import {
  addPhoto,
  altTextProblem,
  megabytes,
  PhotoRefused,
  preparePhoto,
  type MediaFolders,
  type PreparedPhoto,
} from './add-photo.ts';
import { Mp4Refused, publishableMp4 } from './mp4.ts';
import { publishableWebm, WebmRefused } from './webm.ts';
import { UPLOAD_LIMITS } from '../../../src/shared/studio/api.ts';
import mediaIndexSchema from '../../../schemas/media-index.schema.json' with { type: 'json' };

export const VIDEO_LIMITS = { bytes: UPLOAD_LIMITS.video } as const;

/** The public bucket the pages' videos are read from (`storage:website-assets/…`). */
export const VIDEO_BUCKET = 'website-assets';

/** A video the pipeline will not store: its message is the whole reason, one line. */
export class VideoRefused extends Error {}

export interface PreparedVideo {
  name: string;
  /** What is stored, and its value for a video field's `src`: storage:website-assets/<hash>.mp4. */
  bytes: Buffer;
  src: string;
  /** The MP4's index was behind its media and now comes first. */
  movedIndex: boolean;
  /** Where it kept where and with what it was filmed, removed: MP4 boxes ("udta"), WebM elements ("Tags"). */
  removed: string[];
}

type Container = 'mp4' | 'webm';

const EXTENSIONS: Record<string, Container> = { '.mp4': 'mp4', '.m4v': 'mp4', '.webm': 'webm' };
const NAMES: Record<Container, string> = { mp4: 'MP4', webm: 'WebM' };

/** What the bytes hold: an ISO file (MP4) or a Matroska file whose type is "webm". */
function containerOf(bytes: Buffer): Container | 'matroska' | undefined {
  if (bytes.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  if (bytes.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])))
    return bytes.subarray(0, 64).includes('webm', 0, 'latin1') ? 'webm' : 'matroska';
  return undefined;
}

/** Checks a video and makes what would be stored, writing nothing; throws VideoRefused. */
export function prepareVideo({ name, bytes }: { name: string; bytes: Buffer }): PreparedVideo {
  const refuse: (reason: string) => never = (reason) => {
    throw new VideoRefused(`${name}: ${reason}`);
  };
  if (bytes.length === 0) refuse('the file is empty.');
  if (bytes.length > VIDEO_LIMITS.bytes)
    refuse(
      `the file is ${megabytes(bytes.length)}; a video may be at most ${megabytes(VIDEO_LIMITS.bytes)}. A background loop of 10 to 20 seconds at 1280 × 720 is a few MB: export it shorter or smaller.`,
    );
  const extension = path.extname(name).toLowerCase();
  const named = EXTENSIONS[extension];
  if (!named)
    refuse(
      extension === '.mov'
        ? 'a QuickTime (.mov) video does not play in every browser. Export it as MP4 (H.264) and add that.'
        : `a video is an .mp4 or .webm file; "${extension || 'no extension'}" is neither.`,
    );
  const held = containerOf(bytes);
  if (held === 'matroska')
    refuse('it is a Matroska (.mkv) video, which browsers do not play. Export it as MP4 or WebM.');
  if (held !== named)
    refuse(
      held
        ? `the file is named as ${NAMES[named]} but holds ${NAMES[held]}. Give it the right extension.`
        : `the file is named as ${NAMES[named]} but holds no video.`,
    );
  let ready;
  try {
    ready =
      held === 'mp4' ? publishableMp4(bytes) : { ...publishableWebm(bytes), movedIndex: false };
  } catch (error) {
    if (error instanceof Mp4Refused || error instanceof WebmRefused) refuse(error.message);
    throw error;
  }
  const hash = createHash('sha256').update(ready.bytes).digest('hex').slice(0, 20);
  return { name, ...ready, src: `storage:${VIDEO_BUCKET}/${hash}.${held}` };
}

/** The stored file of a video under the storage folder (supabase/storage/). */
export const videoFile = (video: PreparedVideo, storageDir: string) =>
  path.join(storageDir, video.src.slice('storage:'.length));

/**
 * Stores a prepared video under `storageDir`. Resolves `true` when it was written, `false` when
 * the same video was already there; throws VideoRefused when the folder cannot be written.
 */
export const storeVideo = (video: PreparedVideo, storageDir: string) =>
  storeOnce(videoFile(video, storageDir), video.bytes, (reason) => {
    throw new VideoRefused(`${video.name}: ${reason}`);
  });

const run = promisify(execFile);

/**
 * A still of the video as PNG bytes, taken 1 s in (or at its start when it is shorter), for its
 * poster; undefined when ffmpeg (FFMPEG_PATH, else the one on the PATH) is not installed or
 * cannot read it, so the author picks one. ffmpeg reads it from a file in the system's temporary
 * folder, removed after, so nothing is stored before the still is checked.
 */
export async function stillOf(video: PreparedVideo): Promise<Buffer | undefined> {
  const folder = await mkdtemp(path.join(tmpdir(), 'video-still-'));
  try {
    const file = path.join(folder, `video${path.extname(video.src)}`);
    await writeFile(file, video.bytes);
    for (const at of ['1', '0']) {
      const frame = await run(
        process.env.FFMPEG_PATH ?? 'ffmpeg',
        [
          '-v',
          'error',
          '-ss',
          at,
          '-i',
          file,
          '-frames:v',
          '1',
          '-f',
          'image2pipe',
          '-c:v',
          'png',
          'pipe:1',
        ],
        { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024, timeout: 30_000 },
      ).then(
        ({ stdout }) => stdout,
        () => undefined,
      );
      if (frame?.length) return frame;
    }
    return undefined;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The longest file name the media index records: its schema's limit, which validate checks. */
const NAME_LENGTH = mediaIndexSchema.$defs.addedPhoto.properties.name.maxLength;
const STILL_SUFFIX = ' (still).png';

/**
 * The name a video's still is recorded under in the media index, "<video name> (still).png". A
 * name too long for the index is cut in its stem, marked with "…", keeping its extension and the
 * suffix, so the library still finds it by its beginning. Counted in characters, as the schema is.
 */
export function stillName(videoName: string): string {
  const whole = `${videoName}${STILL_SUFFIX}`;
  if (Array.from(whole).length <= NAME_LENGTH) return whole;
  const extension = path.extname(videoName);
  const kept = NAME_LENGTH - Array.from(`…${extension}${STILL_SUFFIX}`).length;
  const stem = Array.from(videoName.slice(0, videoName.length - extension.length));
  return `${stem.slice(0, kept).join('')}…${extension}${STILL_SUFFIX}`;
}

/** A refusal of a video's still, said of the video the author gave. */
function stillRefused(video: string, still: string, error: PhotoRefused): VideoRefused {
  const reason = error.message.startsWith(`${still}: `)
    ? error.message.slice(still.length + 2)
    : error.message;
  return new VideoRefused(`${video}: its still (a frame taken for its poster): ${reason}`);
}

/** A video checked with what it shows and its still, ready to store. */
export interface DescribedVideo {
  video: PreparedVideo;
  /** What the video shows, as the author said it, trimmed. */
  alt: string;
  /** Its still, checked and encoded as a photo; undefined when ffmpeg could not take one. */
  still?: PreparedPhoto;
}

export interface AddedVideo {
  video: PreparedVideo;
  stored: boolean;
  /** The still taken from it, stored as a photo; undefined when ffmpeg could not take one. */
  still?: PreparedPhoto;
}

export type VideoFolders = MediaFolders & { storageDir: string };

/**
 * Checks a video, what it shows and its still (taken and encoded here), writing nothing, so a
 * video that is refused for any reason leaves nothing stored; throws VideoRefused.
 */
export async function prepareDescribedVideo({
  name,
  bytes,
  alt,
}: {
  name: string;
  bytes: Buffer;
  alt: string;
}): Promise<DescribedVideo> {
  const altProblem = altTextProblem(
    alt,
    'Say what the video shows, for people who cannot see it; its still is described with it.',
  );
  if (altProblem) throw new VideoRefused(`${name}: ${altProblem}`);
  const video = prepareVideo({ name, bytes });
  const frame = await stillOf(video);
  if (!frame) return { video, alt: alt.trim() };
  const still = await preparePhoto({ name: stillName(name), bytes: frame, alt }).catch(
    (error: unknown) => {
      throw error instanceof PhotoRefused ? stillRefused(name, stillName(name), error) : error;
    },
  );
  return { video, alt: still.alt, still };
}

/**
 * Stores a checked video in `storageDir`, and its still as a photo (stored in `publicDir`,
 * recorded in the media index), both or neither: a still that cannot be stored takes back the
 * video it stored.
 */
export async function storeVideoWithStill(
  { video, still }: DescribedVideo,
  { storageDir, ...folders }: VideoFolders,
): Promise<AddedVideo> {
  const stored = await storeVideo(video, storageDir);
  if (!still) return { video, stored };
  try {
    await addPhoto(still, folders);
  } catch (error) {
    if (stored) await rm(videoFile(video, storageDir), { force: true });
    throw error instanceof PhotoRefused ? stillRefused(video.name, still.name, error) : error;
  }
  return { video, stored, still };
}

/** A video through the whole pipeline: checked with its still, then both stored. */
export async function addVideo(
  input: { name: string; bytes: Buffer; alt: string },
  folders: VideoFolders,
): Promise<AddedVideo> {
  return storeVideoWithStill(await prepareDescribedVideo(input), folders);
}
