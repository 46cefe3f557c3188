/** Reads a QR code from a video frame or a photo: BarcodeDetector where the browser has it, jsQR otherwise. */
export type Decode = (source: HTMLVideoElement | ImageBitmap, thorough?: boolean) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement | ImageBitmap): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** Frames are scaled down to this many pixels on their long side: enough for a QR code, light on a phone. */
const MAX_SIDE = 720;

async function nativeDecoder(): Promise<Decode | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (source) => (await detector.detect(source))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

async function jsQrDecoder(): Promise<Decode> {
  // Loaded only when a scan starts and the browser has no detector of its own.
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (source, thorough = false) => {
    const width = source instanceof HTMLVideoElement ? source.videoWidth : source.width;
    const height = source instanceof HTMLVideoElement ? source.videoHeight : source.height;
    if (!context || !width || !height) return null;
    const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    context.drawImage(source, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return (
      jsQR(image.data, image.width, image.height, {
        inversionAttempts: thorough ? 'attemptBoth' : 'dontInvert',
      })?.data ?? null
    );
  };
}

export async function createDecoder(): Promise<Decode> {
  return (await nativeDecoder()) ?? jsQrDecoder();
}

/** A photo of a QR code (taken with the phone's camera app where live video is not allowed). */
export async function decodePhoto(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    return await (
      await createDecoder()
    )(bitmap, true);
  } finally {
    bitmap.close();
  }
}
