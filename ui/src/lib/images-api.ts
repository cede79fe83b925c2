import { api } from './api';

/** What the server accepts (settings spec §5: svg, jpeg and png; at most 5 MB). */
export const IMAGE_TYPES = ['image/svg+xml', 'image/jpeg', 'image/png'] as const;
export const IMAGE_ACCEPT = `${IMAGE_TYPES.join(',')},.svg,.jpg,.jpeg,.png`;
export const MAX_IMAGE_MB = 5;

/** Why a chosen file cannot be uploaded (checked before sending), or null when it can. */
export const imageFileProblem = (file: File): 'format' | 'size' | null => {
  const byType = (IMAGE_TYPES as readonly string[]).includes(file.type);
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
 * POST /api/image/upload (multipart `image`, `path`) → `{ path }`. The server checks the bytes
 * (svg, jpeg, png) and answers 422 with a message under `image` otherwise.
 */
const imagesApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useUploadImageMutation } = imagesApi;
