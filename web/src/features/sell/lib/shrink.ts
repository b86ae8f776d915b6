/** The longest side a seller's photo is sent with (issue 28): enough for the gallery, a fraction of a camera's 4000 px. */
export const MAX_PHOTO_SIDE = 2048;

/** A photo at or under this size and side is sent as it is: shrinking it again would only lose detail. */
const KEEP_BYTES = 1_500_000;

/** fitWithin scales w×h down (never up) so that its longest side is at most max, keeping its shape. */
export function fitWithin(w: number, h: number, max = MAX_PHOTO_SIDE): { width: number; height: number } {
  const longest = Math.max(w, h);
  if (longest <= max) return { width: w, height: h };
  const scale = max / longest;
  return { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)) };
}

/**
 * shrinkPhoto returns the photo as it will be uploaded: a camera's 12-megapixel
 * JPEG (4–6 MB) redrawn at most 2048 px on its longest side as a JPEG of a few
 * hundred KB, turned upright as the camera meant (EXIF orientation). A photo
 * the browser cannot decode (an unusual format) goes as it is, and the server,
 * which decodes every upload, answers for it.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const small = width === bitmap.width && height === bitmap.height;
    if (small && file.type === 'image/jpeg' && file.size <= KEEP_BYTES) return file;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return file;
    ctx.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.85));
    if (!blob || (small && blob.size >= file.size)) return file;
    const name = file.name.replace(/\.[^.]*$/, '') + '.jpg';
    return new File([blob], name, { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
