/** The report's colours for series without one of their own (payment methods, channels…). */
export const PALETTE = [
  '#1c7df6',
  '#2f9e44',
  '#f08c00',
  '#ae3ec9',
  '#e03131',
  '#0c8599',
  '#5c7cfa',
];
