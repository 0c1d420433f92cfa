/**
 * `npm run bench:media`: what photos cost. A benchmark, not a test: it reports and never fails.
 *
 *   npm run bench:media -- [--adds 5] [--photos 200]
 *
 * 1. Adding a photo: the time the photo pipeline (scripts/lib/media/add-photo.ts) takes to check,
 *    re-encode, store and record a 12-megapixel phone photo (4,000 × 3,000 JPEG with camera noise, EXIF
 *    orientation 6 and a GPS position), `--adds` different ones one after another.
 * 2. The build's image step (scripts/lib/build/images.ts, every size in every format) on a copy
 *    of public/ as it is, then on the same copy with `--photos` added photos, each encoded from
 *    scratch (`force`), so the two times compare the work and not what a cache kept.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { addPhoto, preparePhoto } from '../lib/media/add-photo.ts';
import { generateImages } from '../lib/build/images.ts';
import { publicDir } from '../lib/paths.ts';
import { argsOrExit } from '../lib/args.ts';

const { values } = argsOrExit({
  options: { adds: { type: 'string', default: '5' }, photos: { type: 'string', default: '200' } },
});
const adds = Number(values.adds);
const photos = Number(values.photos);

/** A 12-megapixel phone photo; `seed` makes each one different, so none is deduplicated. */
async function phonePhoto(seed: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 110 + (seed % 40), sigma: 35 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
  return sharp(noise)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 47/1 0/1' },
    })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const work = await mkdtemp(path.join(tmpdir(), 'bench-media-'));
try {
  const times: number[] = [];
  let peak = 0;
  for (let i = 0; i < adds; i++) {
    const bytes = await phonePhoto(i);
    const started = performance.now();
    const photo = await preparePhoto({ name: `IMG_${i}.jpg`, bytes, alt: 'A painted room' });
    await addPhoto(photo, { publicDir: path.join(work, 'added'), pagesDir: work });
    times.push(performance.now() - started);
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  console.log(
    `Adding a 12-megapixel phone photo (${adds} photos): median ${Math.round(median(times))} ms, slowest ${Math.round(Math.max(...times))} ms; peak memory of this process ${Math.round(peak / 1024 / 1024)} MB.`,
  );

  const site = path.join(work, 'public');
  await cp(publicDir, site, { recursive: true });
  const manifestFile = path.join(work, 'images.json');
  const today = await generateImages({ publicDir: site, force: true, manifestFile });
  for (let i = 0; i < photos; i++) {
    const photo = await preparePhoto({
      name: `IMG_${i}.jpg`,
      bytes: await phonePhoto(1000 + i),
      alt: 'A painted room',
    });
    await addPhoto(photo, { publicDir: site, pagesDir: work });
  }
  const withPhotos = await generateImages({ publicDir: site, force: true, manifestFile });
  console.log(
    `Build's image step: ${today.sources} pictures today in ${seconds(today.milliseconds)}; with ${photos} photos added, ${withPhotos.sources} pictures in ${seconds(withPhotos.milliseconds)} (${(withPhotos.milliseconds / today.milliseconds).toFixed(1)}×, about ${seconds((withPhotos.milliseconds - today.milliseconds) / Math.max(photos, 1))} a photo).`,
  );
} finally {
  await rm(work, { recursive: true, force: true });
}
