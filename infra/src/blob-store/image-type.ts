/**
 * What an uploaded file is, told by its bytes (never by its name or the browser's word):
 * JPEG and PNG by their signatures, SVG by being UTF-8 text whose first element is `<svg`.
 */
export type ImageKind = 'jpg' | 'png' | 'svg';

export type Sniffed =
  { readonly kind: ImageKind } | { readonly kind: null; readonly reason: 'format' | 'svgScript' };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length > signature.length && signature.every((byte, i) => bytes[i] === byte);

/** Leading XML prolog: declaration, comments, processing instructions, a doctype, space. */
const PROLOG = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*/i;

/**
 * What an SVG must not hold to be served to browsers: scripts, event handlers, javascript:
 * links, embedded HTML, entity declarations. Images shown with <img> never run scripts; this
 * also keeps an SVG opened on its own (it is served with a strict CSP as well) harmless.
 */
const SVG_ACTIVE = /<script[\s/>]|\son[a-z]+\s*=|javascript:|<foreignObject[\s/>]|<!ENTITY/i;

const svgOf = (bytes: Uint8Array): Sniffed | null => {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const body = text.replace(/^\uFEFF/, '').replace(PROLOG, '');
  if (!/^<svg[\s/>]/.test(body)) return null;
  return SVG_ACTIVE.test(text) ? { kind: null, reason: 'svgScript' } : { kind: 'svg' };
};

export const sniffImage = (bytes: Uint8Array): Sniffed => {
  if (startsWith(bytes, PNG)) return { kind: 'png' };
  if (startsWith(bytes, JPEG)) return { kind: 'jpg' };
  return svgOf(bytes) ?? { kind: null, reason: 'format' };
};
