/**
 * A phone's photo for the tests that add one (sideways with EXIF orientation 6, the camera's name
 * and a GPS position), and the studio's way of adding it in an open image picker.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './fixtures.ts';

/** 600 × 400 stored, seen 400 × 600: its top stored rows are red, so upright its right edge is. */
export async function phonePhoto(file: string): Promise<Buffer> {
  const red = await sharp({ create: { width: 600, height: 60, channels: 3, background: '#f00' } })
    .png()
    .toBuffer();
  // A blue of its own, so runs side by side (--repeat-each) never share, or remove, one file.
  const blue = {
    r: 40,
    g: 60 + Math.floor(Math.random() * 120),
    b: 120 + Math.floor(Math.random() * 130),
  };
  const bytes = await sharp({
    create: { width: 600, height: 400, channels: 3, background: blue },
  })
    .composite([{ input: red, top: 0, left: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'PhoneCo X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 47/1 3230/100' },
    })
    .toBuffer();
  await writeFile(file, bytes);
  return bytes;
}

/**
 * Adds a photo in the open image picker of `field` (the page, when it has one image field or the
 * first is meant); resolves the src it was stored under.
 */
export async function addPhoto(
  field: Page | Locator,
  file: string,
  alt: string,
  { drop = false } = {},
) {
  const page = 'page' in field ? field.page() : field;
  const src = field.getByLabel('File (required)').first();
  const before = await src.inputValue();
  const chooser = field.getByLabel('Photo from this device (up to 30 MB)');
  if (drop) await dropFile(page, field.locator('form.upload-form'), file);
  else await chooser.setInputFiles(file);
  await expect(chooser).toHaveJSProperty('files.0.name', path.basename(file));
  await field.getByLabel('What the photo shows').pressSequentially(alt);
  await field.getByRole('button', { name: 'Add the photo' }).click();
  await expect(src).not.toHaveValue(before, { timeout: 30_000 });
  await expect(src).toHaveValue(new RegExp(`^/Assets/art/photos/[0-9a-f]{20}\\.jpg$`), {
    timeout: 30_000,
  });
  return src.inputValue();
}

/** Drops a file from this machine on `target`, as a file dragged from the desktop is. */
async function dropFile(page: Page, target: Locator, file: string) {
  const dataTransfer = await page.evaluateHandle(
    ({ base64, name }) => {
      const transfer = new DataTransfer();
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], name, { type: 'image/jpeg' }));
      return transfer;
    },
    { base64: (await readFile(file)).toString('base64'), name: path.basename(file) },
  );
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}
