import { describe, expect, it } from 'vitest';
import { imageFileProblem } from '../lib/images-api';
import { imageUrl, thumbnailUrl } from './thumbnail';

const path = 'p-1/room-types/3f1c.jpg';

describe('image addresses', () => {
  it('name the image and, for thumbnails, the box and how it is filled', () => {
    expect(imageUrl(path)).toBe('/api/image?path=p-1%2Froom-types%2F3f1c.jpg');
    expect(thumbnailUrl(path, 60)).toBe(
      '/api/image?path=p-1%2Froom-types%2F3f1c.jpg&w=60&h=60&fit=crop',
    );
    expect(thumbnailUrl(path, 300, 200, 'fit')).toBe(
      '/api/image?path=p-1%2Froom-types%2F3f1c.jpg&w=300&h=200',
    );
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
