import { line } from './line-icons';

/** Line icons of the image components (24×24, stroke), drawn like ./icons.tsx. */
export const ImageIcon = line([
  'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z',
  'M9 7a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  'm21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21',
]);
export const UploadIcon = line([
  'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4',
  'm17 8-5-5-5 5',
  'M12 3v12',
]);
export const GripIcon = line([
  'M9 5h.01',
  'M9 12h.01',
  'M9 19h.01',
  'M15 5h.01',
  'M15 12h.01',
  'M15 19h.01',
]);
