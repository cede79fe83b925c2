import { z } from 'zod';

/**
 * Images are uploaded first (`POST /api/image/upload` answers `{ path }`), then named by their
 * path in the commands that use them (room type images, property images, a bank account's QR
 * image). A path is `<propertyId>/<uuid>.<ext>` or `<propertyId>/<folder>/<uuid>.<ext>`.
 */
export const IMAGE_PATH = /^[0-9a-f-]{36}\/(?:[a-z0-9-]{1,40}\/)?[0-9a-f-]{36}\.(?:svg|jpg|png)$/;

/** Image formats accepted, by the extension their paths end with. */
export const imageTypes = {
  svg: 'image/svg+xml',
  jpg: 'image/jpeg',
  png: 'image/png',
} as const;
export type ImageExtension = keyof typeof imageTypes;

/** An uploaded image's path in a command body. */
export const imagePath = () =>
  z.string({ error: 'validation.required' }).regex(IMAGE_PATH, { error: 'validation.invalid' });

/** The image was uploaded for this property (paths start with the property id). */
export const isImageOf = (propertyId: string, path: string): boolean =>
  IMAGE_PATH.test(path) && path.startsWith(`${propertyId}/`);
