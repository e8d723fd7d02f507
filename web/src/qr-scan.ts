/**
 * Reads a QR code from the camera: the browser's own BarcodeDetector where it has one (Android's Chrome), else
 * jsQR on the frames (pure JavaScript, about 58 kB gzip, precached with the page so a scan works offline at the
 * table — a zxing WebAssembly reader would be 1.1 MB, more than half the keep-offline budget).
 */

interface Detector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
declare const BarcodeDetector: (new (options: { formats: string[] }) => Detector) | undefined;

/** Whether this browser can give the page a camera at all (else the pod offers paste only). */
export const canScan = (): boolean => Boolean(navigator.mediaDevices?.getUserMedia);

/** One decoder for a scan: the native one when it reads QR codes, else jsQR, loaded on the first scan only. */
async function decoder(): Promise<(canvas: HTMLCanvasElement) => Promise<string | null>> {
  if (typeof BarcodeDetector !== 'undefined') {
    const native = new BarcodeDetector({ formats: ['qr_code'] });
    return async (canvas) => (await native.detect(canvas))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  return async (canvas) => {
    const image = canvas
      .getContext('2d', { willReadFrequently: true })!
      .getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/**
 * Shows the camera in `video` and resolves with the first QR code's text that `accept` takes (a share link);
 * a code it refuses is reported through `refused` and the scan goes on. Rejects when the camera is refused or
 * missing; `signal` stops it. The camera is always released.
 */
export async function scanQr(
  video: HTMLVideoElement,
  accept: (text: string) => boolean,
  refused: () => void,
  signal: AbortSignal,
): Promise<string> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  try {
    video.srcObject = stream;
    await video.play();
    const read = await decoder();
    const canvas = document.createElement('canvas');
    let last = '';
    while (!signal.aborted) {
      // A frame every 150 ms: enough to catch a code held up to the camera, little work on a phone.
      await new Promise((done) => setTimeout(done, 150));
      if (!video.videoWidth) continue;
      [canvas.width, canvas.height] = [video.videoWidth, video.videoHeight];
      canvas.getContext('2d', { willReadFrequently: true })!.drawImage(video, 0, 0);
      const text = await read(canvas).catch(() => null);
      if (text && accept(text)) return text;
      if (text && text !== last) refused();
      last = text ?? last;
    }
    throw new DOMException('stopped', 'AbortError');
  } finally {
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  }
}
