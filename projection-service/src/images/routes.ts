import type { Request, Response } from 'express';
import sharp from 'sharp';
import { z } from 'zod';
import { IMAGE_PATH, type ImageExtension, imageTypes, isImageOf } from '@hotel/events/images';
import { parseLanguage, translate } from '@hotel/events/messages';
import type { BlobStore } from '@hotel/infra/blob-store/port';
import { HttpProblem, problemTypes, validationProblem } from '@hotel/infra/http/problem';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';

/**
 * Sizes a thumbnail is made in: a requested width or height is rounded up to the next one, so
 * the public endpoint can only ever fill the cache with a few copies of each image.
 */
export const THUMBNAIL_STEPS = [5, 30, 60, 120, 200, 300, 400, 600, 800, 1200, 1600] as const;

const LARGEST = 1600;

const stepOf = (size: number): number => THUMBNAIL_STEPS.find((step) => step >= size) ?? LARGEST;

const size = z.coerce
  .number({ error: 'validation.number' })
  .int({ error: 'validation.integer' })
  .min(1, { error: 'validation.min' })
  .max(10_000, { error: 'validation.max' })
  .transform(stepOf)
  .optional();

export const imageQuerySchema = z.object({
  path: z
    .string({ error: 'validation.required' })
    .regex(IMAGE_PATH, { error: 'validation.invalid' }),
  w: size,
  h: size,
  /** crop: fill the box exactly (cut the overflow); otherwise fit inside it. */
  fit: z.enum(['crop', 'max'], { error: 'validation.invalid' }).optional(),
});

/** Images cannot run anything: an SVG opened on its own gets no scripts, no requests. */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** Who may keep a copy: anyone (the public page's images) or only the caller's browser. */
type Audience = 'public' | 'private';

const sendImage = (
  res: Response,
  bytes: Buffer,
  extension: ImageExtension,
  audience: Audience,
): void => {
  res.setHeader('Content-Type', imageTypes[extension]);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', IMAGE_CSP);
  // A path names one upload forever (a new upload gets a new path).
  res.setHeader('Cache-Control', `${audience}, max-age=31536000, immutable`);
  res.send(bytes);
};

export interface ImageDeps {
  readonly blobStore: BlobStore;
  readonly thumbnailCache?: BlobStore | undefined;
}

/**
 * Answers `?path=&w=&h=&fit=` with the image or its resized copy; `allowed` may refuse a
 * path (404, as for a missing one) — e.g. a property's public page serves only its own.
 */
export const answerImage = async (
  deps: ImageDeps,
  req: Request,
  res: Response,
  allowed: (path: string) => boolean | Promise<boolean>,
  audience: Audience = 'public',
): Promise<void> => {
  const language = parseLanguage(req.header('x-language'));
  const parsed = imageQuerySchema.safeParse(req.query);
  if (!parsed.success) throw new HttpProblem(validationProblem(parsed.error, language));
  const { path, w, h, fit } = parsed.data;
  const extension = path.slice(path.lastIndexOf('.') + 1) as ImageExtension;
  const original = (await allowed(path)) ? await deps.blobStore.get(path) : undefined;
  if (!original) {
    throw new HttpProblem({
      type: problemTypes.notFound,
      title: translate('error.notFound', language),
      status: 404,
    });
  }
  if (extension === 'svg' || (w === undefined && h === undefined)) {
    sendImage(res, original, extension, audience);
    return;
  }
  const cacheKey = `${path}@${w ?? 0}x${h ?? 0}-${fit ?? 'max'}.${extension}`;
  const cached = await deps.thumbnailCache?.get(cacheKey);
  if (cached) {
    sendImage(res, cached, extension, audience);
    return;
  }
  let resized: Buffer;
  try {
    const image = sharp(original, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({
        ...(w ? { width: w } : {}),
        ...(h ? { height: h } : {}),
        fit: fit === 'crop' ? 'cover' : 'inside',
        withoutEnlargement: true,
      });
    resized = await (
      extension === 'png'
        ? image.png({ compressionLevel: 9 })
        : image.jpeg({ quality: 82, mozjpeg: true })
    ).toBuffer();
  } catch {
    throw new HttpProblem({
      type: problemTypes.validation,
      title: translate('image.format', language),
      status: 422,
      errors: { path: [translate('image.format', language)] },
    });
  }
  await deps.thumbnailCache?.put(cacheKey, resized);
  sendImage(res, resized, extension, audience);
};

/**
 * GET /api/image?path=&w=&h=&fit=crop — an uploaded image of the caller's property (X-Slug), or
 * a resized copy of it (JPEG and PNG; SVG is served as it is), for its staff only: another
 * property's path is a 404, as a missing one. The UI loads it with its token (not a bare
 * `<img src>`), and browsers keep it privately. The public copies of a property's images — its
 * pictures, its online room types' pictures, its bank QR codes — are served to anyone at
 * GET /api/online/book/{propertyId}/image (projection-service/src/online-booking/routes.ts).
 */
export const imageQueries = (routes: GuardedRoutes, deps: ImageDeps): void => {
  routes.get('/image', propertyRoute(), (req, res) => {
    const { propertyId } = propertyCallerOf(res);
    return answerImage(deps, req, res, (path) => isImageOf(propertyId, path), 'private');
  });
  // The query each route above reads (OpenAPI, input sweeps).
  routes.describe('get', '/image', { query: imageQuerySchema, produces: 'image' });
};
