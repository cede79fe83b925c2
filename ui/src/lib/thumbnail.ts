/**
 * Which copy of an uploaded image to load (GET /api/image, for the property's staff: loaded
 * with the session's token through `useImageQuery`, never a bare `<img src>`). The server rounds
 * a size up to one of its steps (5, 30, 60, 120, 200, 300, 400, 600, 800, 1200, 1600) and
 * caches each copy; SVG images come as they are, whatever the size.
 */
export interface ImageArgs {
  readonly path: string;
  readonly w?: number;
  readonly h?: number;
  readonly fit?: 'crop';
}

/** The uploaded image itself. */
export const originalImage = (path: string): ImageArgs => ({ path });

/**
 * A resized copy: `crop` fills the box exactly (e.g. 60×60 or 300×300 squares), `fit` keeps the
 * whole image inside it.
 */
export const thumbnail = (
  path: string,
  width: number,
  height: number = width,
  mode: 'crop' | 'fit' = 'crop',
): ImageArgs => ({ path, w: width, h: height, ...(mode === 'crop' ? { fit: 'crop' } : {}) });

/** The property an image belongs to: its path starts with the property's id. */
export const propertyOfImage = (path: string): string => path.split('/')[0] ?? '';
