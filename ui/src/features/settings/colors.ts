/**
 * The colours offered for sources, payment methods and service categories: twelve that read
 * well as a dot, a card accent or a calendar label, each with a name in the locale files
 * (`settings:colors.<key>`).
 */
export const PALETTE = [
  { key: 'blue', value: '#1c7df6' },
  { key: 'sky', value: '#0284c7' },
  { key: 'teal', value: '#0d9488' },
  { key: 'green', value: '#16a34a' },
  { key: 'lime', value: '#65a30d' },
  { key: 'amber', value: '#d97706' },
  { key: 'orange', value: '#ea580c' },
  { key: 'red', value: '#dc2626' },
  { key: 'pink', value: '#db2777' },
  { key: 'purple', value: '#9333ea' },
  { key: 'indigo', value: '#4f46e5' },
  { key: 'slate', value: '#475569' },
] as const;

const HEX = /^#[0-9a-f]{6}$/i;

export const isHexColor = (value: string): boolean => HEX.test(value);

/** A colour for a new item: the first of the palette no item of the list uses yet. */
export const freeColor = (taken: readonly string[]): string => {
  const used = new Set(taken.map((c) => c.toLowerCase()));
  return (PALETTE.find((c) => !used.has(c.value)) ?? PALETTE[0]).value;
};

/** White or near-black text on `background` (WCAG relative luminance and contrast). */
export const textOn = (background: string): string => {
  if (!isHexColor(background)) return '#ffffff';
  const channel = (start: number) => {
    const c = parseInt(background.slice(start, start + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // White reads best on the palette; a light custom colour (yellow, pastel) gets dark text.
  return 1.05 / (luminance + 0.05) >= 3 ? '#ffffff' : '#18181b';
};
