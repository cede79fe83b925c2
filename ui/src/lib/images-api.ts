import { api } from './api';
import { isOneOf } from './one-of';
import { type ImageArgs, propertyOfImage } from './thumbnail';

/** An image answer as a `data:` URL: serializable in the store, usable as an `<img src>`. */
const dataUrlOf = async (response: Response): Promise<unknown> => {
  if (!response.ok) return response.json();
  const blob = await response.blob();
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('image not readable'));
    reader.readAsDataURL(blob);
  });
};

/** What the server accepts (settings spec §5: svg, jpeg and png; at most 5 MB). */
export const IMAGE_TYPES = ['image/svg+xml', 'image/jpeg', 'image/png'] as const;
export const IMAGE_ACCEPT = `${IMAGE_TYPES.join(',')},.svg,.jpg,.jpeg,.png`;
export const MAX_IMAGE_MB = 5;

/** Why a chosen file cannot be uploaded (checked before sending), or null when it can. */
export const imageFileProblem = (file: File): 'format' | 'size' | null => {
  const byType = isOneOf(IMAGE_TYPES, file.type);
  const byName = /\.(svg|jpe?g|png)$/i.test(file.name);
  if (!byType && !(file.type === '' && byName)) return 'format';
  if (file.size > MAX_IMAGE_MB * 1024 * 1024) return 'size';
  return null;
};

interface UploadImageArgs {
  /** The property the image belongs to (X-Slug). */
  slug: string;
  file: File;
  /** A folder hint for the stored path ("room-types", "hotel", "banks"). */
  folder?: string;
}

/**
 * GET /api/image (below) and POST /api/image/upload (multipart `image`, `path`) → `{ path }`.
 * The server checks the bytes (svg, jpeg, png) and answers 422 with a message under `image`
 * otherwise.
 */
const imagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/image: an image of a property, for its staff (the token and the image's own
     * property as X-Slug). A path names one upload forever, so answers are kept an hour.
     */
    image: build.query<string, ImageArgs>({
      query: ({ path, w, h, fit }) => ({
        url: '/image',
        params: { path, ...(w ? { w } : {}), ...(h ? { h } : {}), ...(fit ? { fit } : {}) },
        headers: { 'X-Slug': propertyOfImage(path), Accept: 'image/*, application/problem+json' },
        responseHandler: dataUrlOf,
      }),
      keepUnusedDataFor: 3600,
    }),
    uploadImage: build.mutation<{ path: string }, UploadImageArgs>({
      query: ({ slug, file, folder }) => {
        const body = new FormData();
        body.append('image', file, file.name);
        if (folder) body.append('path', folder);
        return { url: '/image/upload', method: 'POST', body, headers: { 'X-Slug': slug } };
      },
    }),
  }),
});

export const { useUploadImageMutation, useImageQuery, useLazyImageQuery } = imagesApi;
