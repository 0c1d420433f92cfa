/**
 * `npm run videos`: the seed's sample videos, made from the site's own artwork, into the folder
 * the local backend serves as its public `website-assets` bucket (supabase/storage/). Each is a
 * slow, seamless pan and zoom over one illustration (it eases in and back out, so the last frame
 * leads into the first), H.264 Main, yuv420p, no audio, the index first (`+faststart`).
 *
 * Needs ffmpeg with libx264 (Debian: `apt-get install -y ffmpeg`); the files it writes are
 * committed, so `npm start` never needs it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { publicDir, root } from './lib/paths.ts';
import { argsOrExit } from './lib/args.ts';

export const BUCKET_DIR = path.join(root, 'supabase/storage/website-assets');

interface SampleVideo {
  file: string;
  /** The illustration under public/Assets/art/ it moves over. */
  art: string;
  /** Where the zoom heads, as fractions of the frame (0.5, 0.5 is the centre). */
  focus: { x: number; y: number };
}

export const SAMPLE_VIDEOS: SampleVideo[] = [
  // The house: towards its front door.
  { file: 'hero.mp4', art: 'hero-home.svg', focus: { x: 0.55, y: 0.6 } },
  // The painter rolling the wall.
  { file: 'about.mp4', art: 'about-crew.svg', focus: { x: 0.58, y: 0.4 } },
];

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 24;
const SECONDS = 7;
/** The zoom at the middle of the loop (1 at its start and end: the still as the page shows it). */
const MAX_ZOOM = 1.08;
/**
 * zoompan places its window on whole pixels; drawn this many times larger, a pixel's step is a
 * third of an output pixel and the motion does not judder.
 */
const OVERSAMPLE = 3;

/** ffmpeg's zoompan: zoom and window as functions of the output frame `on`, period FRAMES. */
function zoompan(focus: SampleVideo['focus']): string {
  const frames = FPS * SECONDS;
  // 0 → 1 → 0 over the loop, eased at both ends.
  const phase = `(1-cos(2*PI*on/${frames}))/2`;
  const zoom = `1+${MAX_ZOOM - 1}*${phase}`;
  // The window keeps the focus point at the same place on screen as the zoom grows.
  const x = `${focus.x}*(iw-iw/zoom)`;
  const y = `${focus.y}*(ih-ih/zoom)`;
  return `zoompan=z='${zoom}':x='${x}':y='${y}':d=1:s=${WIDTH}x${HEIGHT}:fps=${FPS}`;
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (result.error || result.status !== 0) {
    throw new Error(`${command} failed: ${result.error?.message ?? result.stderr.slice(-2000)}`);
  }
}

export async function makeSampleVideo(video: SampleVideo, outDir = BUCKET_DIR): Promise<string> {
  const work = mkdtempSync(path.join(tmpdir(), 'sample-video-'));
  try {
    // The illustration drawn at the oversampled size, cropped to 16:9 from its centre as the
    // page's `object-fit: cover` crops it.
    const still = path.join(work, 'still.png');
    const source = path.join(publicDir, 'Assets/art', video.art);
    const { width = WIDTH } = await sharp(source).metadata();
    await sharp(source, { density: (72 * WIDTH * OVERSAMPLE) / width })
      .resize(WIDTH * OVERSAMPLE, HEIGHT * OVERSAMPLE, { fit: 'cover' })
      .png()
      .toFile(still);
    const out = path.join(outDir, video.file);
    run('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-loop', '1', '-framerate', String(FPS), '-i', still],
      ...['-vf', `${zoompan(video.focus)},format=yuv420p`],
      ...['-frames:v', String(FPS * SECONDS), '-an'],
      ...['-c:v', 'libx264', '-profile:v', 'main', '-preset', 'veryslow', '-tune', 'animation'],
      ...['-crf', '28', '-g', String(FPS * SECONDS), '-pix_fmt', 'yuv420p'],
      ...['-movflags', '+faststart', '-map_metadata', '-1', '-fflags', '+bitexact'],
      out,
    ]);
    return out;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  argsOrExit({});
  if (spawnSync('ffmpeg', ['-version']).error) {
    console.error('ffmpeg is not installed (Debian: apt-get install -y ffmpeg).');
    process.exit(1);
  }
  for (const video of SAMPLE_VIDEOS) {
    const out = await makeSampleVideo(video);
    console.log(`${path.relative(root, out)}: ${Math.round(statSync(out).size / 1024)} kB`);
  }
}
