/**
 * Addresses of uploaded images (GET /api/image, public, so an <img> can load them). The server
 * rounds a size up to one of its steps (5, 30, 60, 120, 200, 300, 400, 600, 800, 1200, 1600)
 * and caches each copy; SVG images come as they are, whatever the size.
 */

/** The uploaded image itself. */
export const imageUrl = (path: string): string => `/api/image?${new URLSearchParams({ path })}`;

/**
 * A resized copy: `crop` fills the box exactly (e.g. 60×60 or 300×300 squares), `fit` keeps the
 * whole image inside it.
 */
export const thumbnailUrl = (
  path: string,
  width: number,
  height: number = width,
  mode: 'crop' | 'fit' = 'crop',
): string =>
  `/api/image?${new URLSearchParams({
    path,
    w: String(width),
    h: String(height),
    ...(mode === 'crop' ? { fit: 'crop' } : {}),
  })}`;
