import sharp from 'sharp';

const RED = { r: 200, g: 40, b: 40 };

export function solidImage(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: RED } });
}

/**
 * A phone-like JPEG: the camera's name, the author and where it was taken (GPS) in its EXIF,
 * and an orientation that says "turn me 90° clockwise".
 */
export function jpegWithGps(width = 200, height = 100): Promise<Buffer> {
  return solidImage(width, height)
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket Camera 9', Artist: 'Ana Example' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether an EXIF block holds a pointer to a GPS section (tag 0x8825, either byte order). */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));
}

export const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>`;
export const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
