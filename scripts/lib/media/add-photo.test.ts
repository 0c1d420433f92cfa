import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { crc32 } from 'node:zlib';
import path from 'node:path';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addPhoto, PHOTOS_DIR, preparePhoto, PhotoRefused } from './add-photo.ts';
import { mediaIndexFile, readMediaIndex } from './media-index.ts';

let work: string;
let publicDir: string;
let pagesDir: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'photos-'));
  [publicDir, pagesDir] = [path.join(work, 'public'), path.join(work, 'pages-json')];
  await Promise.all([mkdir(publicDir), mkdir(pagesDir)]);
});
afterEach(() => rm(work, { recursive: true, force: true }));
const folders = () => ({ publicDir, pagesDir });

const stored = async () =>
  (await readdir(path.join(publicDir, PHOTOS_DIR)).catch(() => [] as string[])).sort();

/**
 * A phone's photo: 600 × 400 pixels stored sideways with EXIF orientation 6 (so it is seen 400
 * wide and 600 tall), the camera's make and model, a GPS position and an XMP packet. Its top
 * stored row is red, so the upright picture's right column is red.
 */
async function phonePhoto(): Promise<Buffer> {
  const red = await sharp({
    create: { width: 600, height: 40, channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#3366cc' } })
    .composite([{ input: red, top: 0, left: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'PhoneCo X1', Copyright: 'Client house' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 47/1 3230/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '74/1 28/1 1200/100',
      },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/>PhoneCo-XMP</x:xmpmeta>')
    .toBuffer();
}

const add = (bytes: Buffer, name = 'IMG_2041.jpg', alt = 'A painted living room') =>
  preparePhoto({ name, bytes, alt });

describe('a photo added by an author', () => {
  it('is stored upright, in sRGB, with every byte of metadata gone', async () => {
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    // The test photo carries what a phone writes.
    expect(before.orientation).toBe(6);
    expect(exifReader(before.exif!).GPSInfo?.GPSLatitude).toBeDefined();
    expect(exifReader(before.exif!).Image?.Make).toBe('PhoneCo');
    expect(before.xmp).toBeDefined();

    const photo = await add(original);
    expect(await addPhoto(photo, folders())).toBe(true);
    // Recorded with the name it came with and what it shows, so the library can find it.
    expect(await readMediaIndex(pagesDir)).toEqual({
      [photo.src]: { name: 'IMG_2041.jpg', alt: 'A painted living room', width: 400, height: 600 },
    });
    const file = await readFile(path.join(publicDir, photo.src));
    const after = await sharp(file).metadata();
    expect([after.width, after.height, photo.width, photo.height]).toEqual([400, 600, 400, 600]);
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.space).toBe('srgb');
    expect(file.includes('PhoneCo')).toBe(false);
    // Upright: the red top of the stored rows is now the right-hand column.
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    expect(pixel(395, 300)[0]).toBeGreaterThan(200);
    expect(pixel(5, 300)[0]).toBeLessThan(100);
    expect(photo.src).toMatch(new RegExp(`^/${PHOTOS_DIR}/[0-9a-f]{20}\\.jpg$`));
  });

  it('is fitted within 2,400 px on its long side, never enlarged', async () => {
    const wide = await sharp({
      create: { width: 4000, height: 1000, channels: 3, background: '#888' },
    })
      .jpeg()
      .toBuffer();
    expect(await add(wide)).toMatchObject({ width: 2400, height: 600 });
    const small = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#888' },
    })
      .png()
      .toBuffer();
    expect(await add(small, 'small.png')).toMatchObject({ width: 300, height: 200 });
  });

  it('keeps transparency as PNG', async () => {
    const clear = await sharp({
      create: { width: 40, height: 40, channels: 4, background: '#0000' },
    })
      .png()
      .toBuffer();
    expect((await add(clear, 'logo.png')).src).toMatch(/\.png$/);
  });

  it('is stored once, with one src, however often and however many at once it is added', async () => {
    const original = await phonePhoto();
    const photos = await Promise.all(Array.from({ length: 6 }, () => add(original)));
    const written = await Promise.all(photos.map((photo) => addPhoto(photo, folders())));
    expect(new Set(photos.map((photo) => photo.src)).size).toBe(1);
    expect(written.filter(Boolean)).toHaveLength(1);
    expect(await stored()).toEqual([path.basename(photos[0]!.src)]);
    expect(Object.keys(await readMediaIndex(pagesDir))).toEqual([photos[0]!.src]);
  });

  it('from two authors at once, different photos: both are stored whole', async () => {
    const [one, two] = await Promise.all([
      sharp({ create: { width: 300, height: 200, channels: 3, background: '#a00' } })
        .jpeg()
        .toBuffer(),
      sharp({ create: { width: 300, height: 200, channels: 3, background: '#0a0' } })
        .jpeg()
        .toBuffer(),
    ]);
    const photos = await Promise.all([add(one), add(two)]);
    await Promise.all(photos.map((photo) => addPhoto(photo, folders())));
    expect(await stored()).toEqual(photos.map((photo) => path.basename(photo.src)).sort());
    expect(Object.keys(await readMediaIndex(pagesDir)).sort()).toEqual(
      photos.map((photo) => photo.src).sort(),
    );
    for (const photo of photos)
      expect(await readFile(path.join(publicDir, photo.src))).toEqual(photo.bytes);
  });
});

describe('a photo the pipeline refuses, with one line and nothing written', () => {
  const refusal = async (attempt: Promise<unknown>) => {
    const error = await attempt.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(PhotoRefused);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    expect(await stored()).toEqual([]);
    expect(await readdir(pagesDir)).toEqual([]);
    return message;
  };

  it('a PNG whose header claims 50,000 × 50,000 pixels, answered from its header (decoding would say "exceeds pixel limit")', async () => {
    // Its header says 2.5 gigapixels; the pipeline must answer from that alone.
    const bytes = await pngHeaderClaiming(50_000, 50_000);
    expect(await sharp(bytes, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 50_000,
      height: 50_000,
    });
    expect(await refusal(add(bytes, 'bomb.png'))).toMatch(
      /^bomb\.png: it claims 50,000 × 50,000 pixels \(2,500 megapixels\); at most 40 megapixels/,
    );
  });

  it('a PNG with a ZIP appended is stored as its pixels, without the ZIP', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#246' } })
      .png()
      .toBuffer();
    const zip = Buffer.concat([
      Buffer.from('PK\u0003\u0004'),
      Buffer.from('secret.txt hidden payload'),
    ]);
    const photo = await add(Buffer.concat([png, zip]), 'polyglot.png');
    await addPhoto(photo, folders());
    const file = await readFile(path.join(publicDir, photo.src));
    expect(file.includes('PK\u0003\u0004')).toBe(false);
    expect(file.includes('hidden payload')).toBe(false);
  });

  it('an SVG, whatever its name says', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(await refusal(add(svg, 'drawing.svg'))).toMatch(/SVG is not taken: a script can hide/);
    expect(await refusal(add(svg, 'drawing.png'))).toMatch(/SVG is not taken/);
  });

  it('bytes that are not the picture the name says', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await refusal(add(png, 'photo.jpg'))).toBe(
      'photo.jpg: the file is named as a JPEG but holds a PNG. Give it the right extension, or export it again.',
    );
    expect(await refusal(add(Buffer.from('<html><body>hi</body></html>'), 'photo.jpg'))).toBe(
      'photo.jpg: the file is named as a JPEG but holds no picture.',
    );
    expect(await refusal(add(png, 'photo.gif'))).toMatch(
      /a photo is a \.jpg, \.png, \.webp, \.avif or \.heic file/,
    );
  });

  it('an empty alt text', async () => {
    expect(await refusal(add(await phonePhoto(), 'IMG_2041.jpg', '   '))).toMatch(
      /^IMG_2041\.jpg: the alt text is empty\. Say what the picture shows/,
    );
  });

  it('a file over 30 MB', async () => {
    const big = Buffer.concat([await phonePhoto(), Buffer.alloc(31 * 1024 * 1024)]);
    expect(await refusal(add(big))).toMatch(
      /the file is 31\.\d MB; a photo may be at most 30\.0 MB/,
    );
  });

  it('a photo for a folder this user cannot write', async () => {
    const photo = await add(await phonePhoto());
    await mkdir(path.join(publicDir, 'Assets/art'), { recursive: true });
    // A file where the photos folder should be: no user can write into it, root included.
    await writeFile(path.join(publicDir, PHOTOS_DIR), 'not a folder');
    await expect(addPhoto(photo, folders())).rejects.toThrow(
      /^IMG_2041\.jpg: .*Assets\/art\/photos cannot be written \((EEXIST|ENOTDIR)\): nothing was stored\.$/,
    );
  });

  it.skipIf(process.getuid?.() === 0 && !hasSetpriv())(
    'a photo for a folder without write permission (as an ordinary user)',
    async () => {
      const folder = path.join(publicDir, PHOTOS_DIR);
      await mkdir(folder, { recursive: true });
      await chmod(folder, 0o555);
      await Promise.all([work, publicDir, pagesDir].map((dir) => chmod(dir, 0o777)));
      const script = `
        import { preparePhoto, addPhoto } from ${JSON.stringify(path.resolve('scripts/lib/media/add-photo.ts'))};
        import sharp from 'sharp';
        const bytes = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123' } }).jpeg().toBuffer();
        const photo = await preparePhoto({ name: 'a.jpg', bytes, alt: 'A wall' });
        await addPhoto(photo, ${JSON.stringify(folders())}).then(() => console.log('stored'), (e) => console.log(e.message));`;
      const asUser =
        process.getuid?.() === 0
          ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups']
          : [];
      const run = spawnSync(
        asUser[0] ?? process.execPath,
        [
          ...asUser.slice(1),
          ...(asUser.length ? [process.execPath] : []),
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          script,
        ],
        { encoding: 'utf8' },
      );
      expect(run.stdout.trim()).toMatch(
        /^a\.jpg: .*cannot be written \(EACCES\): nothing was stored\.$/,
      );
      expect(await readdir(folder)).toEqual([]);
    },
    60_000,
  );
});

function hasSetpriv(): boolean {
  return spawnSync('setpriv', ['--version']).status === 0;
}

/** The first bytes of a PNG whose IHDR claims `width` × `height` pixels. */
async function pngHeaderClaiming(width: number, height: number): Promise<Buffer> {
  const small = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const bytes = Buffer.from(small);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  // The IHDR chunk's checksum covers its type and data (bytes 12 to 29).
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

describe('a writer killed while it stores photos', () => {
  it('leaves every stored photo whole: each file named as a photo decodes and is named by its own hash', async () => {
    const script = `
      import { preparePhoto, addPhoto } from ${JSON.stringify(path.resolve('scripts/lib/media/add-photo.ts'))};
      import sharp from 'sharp';
      for (let i = 0; ; i++) {
        const bytes = await sharp({ create: { width: 2400, height: 1800, channels: 3, noise: { type: 'gaussian', mean: 100 + (i % 50), sigma: 30 } } }).jpeg().toBuffer();
        const photo = await preparePhoto({ name: 'IMG_' + i + '.jpg', bytes, alt: 'A wall' });
        await addPhoto(photo, ${JSON.stringify(folders())});
        console.log('stored');
      }`;
    for (const afterMs of [100, 200, 500]) {
      const writer = spawn(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      // Killed at three moments after its first photo; any moment must leave every file whole,
      // so the assertions hold however fast the machine is.
      await new Promise<void>((resolve) => writer.stdout!.once('data', () => resolve()));
      await new Promise((resolve) => setTimeout(resolve, afterMs));
      writer.kill('SIGKILL');
      await new Promise((resolve) => writer.once('exit', resolve));
    }
    const names = (await stored()).filter((name) => /^[0-9a-f]{20}\.jpg$/.test(name));
    expect(names.length).toBeGreaterThanOrEqual(3);
    for (const name of names) {
      const bytes = await readFile(path.join(publicDir, PHOTOS_DIR, name));
      await expect(sharp(bytes).raw().toBuffer(), name).resolves.toBeInstanceOf(Buffer);
      expect(createHash('sha256').update(bytes).digest('hex').slice(0, 20)).toBe(name.slice(0, 20));
    }
    // The index is whole too, and lists only photos that are there (each is stored first).
    const indexed = Object.keys(await readMediaIndex(pagesDir));
    expect(indexed.length).toBeGreaterThanOrEqual(3);
    for (const src of indexed) expect(names).toContain(path.basename(src));
  }, 120_000);
});

describe('the media index', () => {
  it('loses no photo when several authors add at once, each from their own program', async () => {
    const script = (author: number) => `
      import { preparePhoto, addPhoto } from ${JSON.stringify(path.resolve('scripts/lib/media/add-photo.ts'))};
      import sharp from 'sharp';
      await Promise.all([0, 1, 2].map(async (i) => {
        const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: ${author} * 40, g: i * 60, b: 90 } } }).jpeg().toBuffer();
        const photo = await preparePhoto({ name: 'author${author}-' + i + '.jpg', bytes, alt: 'Wall ' + i + ' of author ${author}' });
        await addPhoto(photo, ${JSON.stringify(folders())});
      }));`;
    const runs = [0, 1, 2, 3].map(
      (author) =>
        new Promise<number | null>((resolve) =>
          spawn(
            process.execPath,
            ['--import', 'tsx', '--input-type=module', '-e', script(author)],
            {
              stdio: 'inherit',
            },
          ).once('exit', resolve),
        ),
    );
    expect(await Promise.all(runs)).toEqual([0, 0, 0, 0]);
    const index = await readMediaIndex(pagesDir);
    expect(
      Object.values(index)
        .map((photo) => photo!.name)
        .sort(),
    ).toEqual(
      [0, 1, 2, 3].flatMap((author) => [0, 1, 2].map((i) => `author${author}-${i}.jpg`)).sort(),
    );
    expect(
      Object.keys(index)
        .map((src) => path.basename(src))
        .sort(),
    ).toEqual(await stored());
  }, 60_000);

  it('that cannot be read keeps the photo out and is left as the author wrote it', async () => {
    const broken = '{ "photos": { ,, } }';
    await writeFile(mediaIndexFile(pagesDir), broken);
    await expect(addPhoto(await add(await phonePhoto()), folders())).rejects.toThrow(
      /^IMG_2041\.jpg: .*media\.json cannot be read as the media index: nothing was changed\./,
    );
    expect(await stored()).toEqual([]);
    expect(await readFile(mediaIndexFile(pagesDir), 'utf8')).toBe(broken);
  });

  it('that cannot be written takes back the photo just stored', async () => {
    await writeFile(mediaIndexFile(pagesDir), '{ "photos": {} }');
    await chmod(mediaIndexFile(pagesDir), 0o444);
    await expect(addPhoto(await add(await phonePhoto()), folders())).rejects.toThrow(
      /^IMG_2041\.jpg: .*media\.json is read-only \(mode 444\): nothing was written/,
    );
    expect(await stored()).toEqual([]);
  });
});
