import { z } from 'zod';
import { apiSchema } from '@hotel/infra/http/api-schemas';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { type MessageKey, parseLanguage, translate } from '@hotel/events/messages';
import type { BlobStore } from '@hotel/infra/blob-store/port';
import { sniffImage } from '@hotel/infra/blob-store/image-type';
import { HttpProblem, problemTypes } from '@hotel/infra/http/problem';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
  withContract,
} from '@hotel/infra/http/route-policy';

/** What the route answers (named in the API's document). */
const uploadedImageAnswer = apiSchema(
  'UploadedImage',
  z.object({ path: z.string().describe('Where it is kept: send it back in a command') }),
);

/** The largest image accepted (settings spec: uploads are svg, jpeg, png). */
export const MAX_IMAGE_MB = 5;
const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;

/** Who may upload: whoever manages something with images (room types; the property's own). */
export const UPLOAD_IMAGES = propertyRoute('manage-rooms', 'manage-settings');

const languageOf = (req: Request) =>
  parseLanguage(typeof req.headers['x-language'] === 'string' ? req.headers['x-language'] : null);

const invalid = (
  req: Request,
  field: string,
  key: MessageKey,
  params: Record<string, number> = {},
): HttpProblem => {
  const language = languageOf(req);
  return new HttpProblem({
    type: problemTypes.validation,
    title: translate('validation.title', language),
    status: 422,
    errors: { [field]: [translate(key, language, params)] },
  });
};

/** The `path` form field: a folder hint ("room-types", "hotel", "banks"), made safe. */
const folderOf = (hint: unknown): string | null => {
  if (typeof hint !== 'string') return null;
  const folder = hint
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return folder === '' ? null : folder;
};

/** multer, in memory, one file named `image`; its limits become 422s under `image`. */
const receiveImage = (): RequestHandler => {
  const single = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 1024 },
  }).single('image');
  return (req: Request, res: Response, next: NextFunction) => {
    single(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') {
          return next(invalid(req, 'image', 'image.tooLarge', { max: MAX_IMAGE_MB }));
        }
        return next(invalid(req, 'image', 'validation.invalid'));
      }
      // The body could not be read as multipart at all (a malformed part header, a cut-off
      // form): the client's mistake, a 400 — never a 500.
      next(
        new HttpProblem({
          type: problemTypes.badRequest,
          title: 'The request body is not a well-formed multipart form.',
          status: 400,
        }),
      );
    });
  };
};

/**
 * POST /api/image/upload (multipart: `image`, optional `path` folder hint) → `{ path }`.
 * The bytes decide the format: PNG, JPEG or SVG (without scripts), else 422 under `image`.
 * The image is stored under `<propertyId>/[<folder>/]<uuid>.<ext>`; commands then name it by
 * that path (room type images, property images, bank QR images).
 */
export const imageRoutes = (routes: GuardedRoutes, deps: { readonly blobStore: BlobStore }) => {
  const upload = withContract(receiveImage(), {
    summary: 'Upload an image (multipart: image, optional path folder hint) → { path }',
    multipart: true,
    response: uploadedImageAnswer,
  });
  routes.post('/image/upload', UPLOAD_IMAGES, upload, async (req, res, next) => {
    try {
      const file = req.file;
      if (!file || file.size === 0) throw invalid(req, 'image', 'validation.required');
      const sniffed = sniffImage(file.buffer);
      if (sniffed.kind === null) {
        throw invalid(
          req,
          'image',
          sniffed.reason === 'svgScript' ? 'image.svgScript' : 'image.format',
        );
      }
      const { propertyId } = propertyCallerOf(res);
      const folder = folderOf((req.body as Record<string, unknown> | undefined)?.path);
      const path = [propertyId, folder, `${randomUUID()}.${sniffed.kind}`]
        .filter(Boolean)
        .join('/');
      await deps.blobStore.put(path, file.buffer);
      res.status(201).json({ path });
    } catch (error) {
      next(error);
    }
  });
};
