import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './images-api';
import { originalImage, propertyOfImage, thumbnail } from './thumbnail';

const path = 'p-1/room-types/3f1c.jpg';

describe('image copies', () => {
  it('name the image and, for thumbnails, the box and how it is filled', () => {
    expect(originalImage(path)).toEqual({ path });
    expect(thumbnail(path, 60)).toEqual({ path, w: 60, h: 60, fit: 'crop' });
    expect(thumbnail(path, 300, 200, 'fit')).toEqual({ path, w: 300, h: 200 });
  });

  it('belong to the property their path starts with (sent as X-Slug)', () => {
    expect(propertyOfImage(path)).toBe('p-1');
  });
});

describe('choosing a file to upload', () => {
  const file = (name: string, type: string, size = 10) =>
    new File([new Uint8Array(size)], name, { type });

  it('takes SVG, JPEG and PNG up to 5 MB only', () => {
    expect(imageFileProblem(file('a.png', 'image/png'))).toBeNull();
    expect(imageFileProblem(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(imageFileProblem(file('a.svg', 'image/svg+xml'))).toBeNull();
    expect(imageFileProblem(file('a.jpeg', ''))).toBeNull();
    expect(imageFileProblem(file('a.gif', 'image/gif'))).toBe('format');
    expect(imageFileProblem(file('a.pdf', 'application/pdf'))).toBe('format');
    expect(imageFileProblem(file('a.png', 'image/png', 5 * 1024 * 1024 + 1))).toBe('size');
  });
});
