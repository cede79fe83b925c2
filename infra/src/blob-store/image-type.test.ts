import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-type';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffing an upload', () => {
  it('knows PNG and JPEG by their signatures', () => {
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toEqual({
      kind: 'png',
    });
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toEqual({ kind: 'jpg' });
  });

  it('knows SVG text, with or without a prolog', () => {
    expect(sniffImage(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({ kind: 'svg' });
    expect(
      sniffImage(
        text(
          '\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg viewBox="0 0 1 1"><rect/></svg>',
        ),
      ),
    ).toEqual({ kind: 'svg' });
  });

  it('refuses anything else, whatever its name', () => {
    for (const upload of [
      text('GIF89a....'),
      text('%PDF-1.7'),
      text('<html><svg></svg></html>'),
      text('hello'),
      bytes(0xff, 0xd8),
      bytes(0xff, 0xfe, 0x00, 0x3c),
      bytes(),
    ]) {
      expect(sniffImage(upload)).toEqual({ kind: null, reason: 'format' });
    }
  });

  it('refuses SVG that could run code', () => {
    for (const svg of [
      '<svg><script>alert(1)</script></svg>',
      '<svg onload="alert(1)"/>',
      '<svg><a href="javascript:alert(1)"><rect/></a></svg>',
      '<svg><foreignObject><div/></foreignObject></svg>',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg/>',
    ]) {
      expect(sniffImage(text(svg))).toEqual({ kind: null, reason: 'svgScript' });
    }
  });
});
