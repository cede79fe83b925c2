import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Block, DocumentModel } from './model';

/**
 * The document as a PDF (pdfkit), drawn from the same blocks as the HTML mail. DejaVu Sans
 * (the npm package dejavu-fonts-ttf, never the system's fonts) covers Cyrillic with the
 * Mongolian Ө ө Ү ү; pdfkit embeds the glyphs used as a subset, with a ToUnicode map so the
 * text can be searched and copied.
 */
const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | null = null;
const fontsOf = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  });

const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';
const BORDER = '#a0aec0';
const HEADER_FILL = '#edf2f7';
const PAD = 3;

type Doc = PDFKit.PDFDocument;

const bottomOf = (doc: Doc) => doc.page.height - doc.page.margins.bottom;
const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** Moves to a new page when `height` does not fit below the cursor. */
const ensureRoom = (doc: Doc, height: number) => {
  if (doc.y + height > bottomOf(doc)) doc.addPage();
};

const drawTable = (doc: Doc, b: Extract<Block, { kind: 'table' }>, size: number) => {
  const left = doc.page.margins.left;
  const total = b.columns.reduce((sum, c) => sum + c.width, 0);
  const widths = b.columns.map((c) => (c.width / total) * contentWidth(doc));
  const rowHeight = (cells: string[], font: string) => {
    doc.font(font).fontSize(size);
    return (
      Math.max(
        ...cells.map((cell, i) => doc.heightOfString(cell, { width: (widths[i] ?? 0) - 2 * PAD })),
      ) +
      2 * PAD
    );
  };
  const drawRow = (cells: string[], font: string, fill: string | null) => {
    const height = rowHeight(cells, font);
    const top = doc.y;
    let x = left;
    cells.forEach((cell, i) => {
      const width = widths[i] ?? 0;
      if (fill) doc.rect(x, top, width, height).fill(fill);
      doc.rect(x, top, width, height).lineWidth(0.5).stroke(BORDER);
      doc
        .fillColor('black')
        .font(font)
        .fontSize(size)
        .text(cell, x + PAD, top + PAD, {
          width: width - 2 * PAD,
          align: b.columns[i]?.end ? 'right' : 'left',
        });
      x += width;
    });
    doc.x = left;
    doc.y = top + height;
  };
  const header = b.columns.map((c) => c.label);
  ensureRoom(doc, rowHeight(header, BOLD) + (b.rows[0] ? rowHeight(b.rows[0], REGULAR) : 0));
  drawRow(header, BOLD, HEADER_FILL);
  for (const row of b.rows) {
    // A row never breaks across pages; the header repeats on the next.
    if (doc.y + rowHeight(row, REGULAR) > bottomOf(doc)) {
      doc.addPage();
      drawRow(header, BOLD, HEADER_FILL);
    }
    drawRow(row, REGULAR, null);
  }
  doc.moveDown(0.8);
};

const drawBlock = (doc: Doc, b: Block, size: number) => {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  switch (b.kind) {
    case 'title': {
      ensureRoom(doc, size * 4);
      const top = doc.y;
      doc
        .font(BOLD)
        .fontSize(size + 4)
        .text(b.text.toUpperCase(), left, top, { width });
      const after = doc.y;
      if (b.number !== null) {
        doc
          .font(BOLD)
          .fontSize(size + 1)
          .text(`№ ${b.number}`, left, top + 2, {
            width,
            align: 'right',
          });
      }
      doc.x = left;
      doc.y = after;
      doc.moveDown(0.6);
      break;
    }
    case 'paragraph':
      doc.font(REGULAR).fontSize(size);
      ensureRoom(doc, Math.min(doc.heightOfString(b.text, { width }), size * 4));
      doc.text(b.text, left, doc.y, { width });
      doc.moveDown(0.6);
      break;
    case 'heading':
      ensureRoom(doc, size * 5);
      doc
        .font(BOLD)
        .fontSize(size + 1)
        .text(b.text, left, doc.y, { width });
      doc.moveDown(0.3);
      break;
    case 'meta': {
      doc.font(REGULAR).fontSize(size - 1);
      const top = doc.y;
      doc.text(b.left, left, top, { width: width / 2 });
      const after = doc.y;
      doc.text(b.right, left + width / 2, top, { width: width / 2, align: 'right' });
      doc.x = left;
      doc.y = Math.max(after, doc.y);
      doc.moveDown(0.5);
      break;
    }
    case 'table':
      drawTable(doc, b, size - 1);
      break;
    case 'totals': {
      const boxWidth = Math.min(240, width);
      const x = left + width - boxWidth;
      ensureRoom(doc, b.rows.length * size * 1.6);
      for (const row of b.rows) {
        const top = doc.y;
        doc.font(row.strong ? BOLD : REGULAR).fontSize(size);
        doc.text(row.label, x, top, { width: boxWidth * 0.55 });
        doc.text(row.value, x + boxWidth * 0.55, top, { width: boxWidth * 0.45, align: 'right' });
        doc.y = top + size * 1.5;
      }
      doc.x = left;
      doc.moveDown(0.6);
      break;
    }
    case 'rule':
      doc.font(BOLD).fontSize(size);
      ensureRoom(doc, size * 3);
      doc.text(b.title, left, doc.y, { width });
      doc.font(REGULAR).text(b.description, { width });
      doc.moveDown(0.4);
      break;
    case 'signatures': {
      const height = size * 6;
      ensureRoom(doc, height);
      const columns = b.labels.length + (b.date ? 1 : 0);
      const gap = 24;
      const column = (width - gap * (columns - 1)) / columns;
      const line = doc.y + size * 3;
      b.labels.forEach((label, i) => {
        const x = left + i * (column + gap);
        doc
          .moveTo(x, line)
          .lineTo(x + column, line)
          .lineWidth(0.7)
          .stroke('black');
        doc
          .font(REGULAR)
          .fontSize(size - 2)
          .text(label, x, line + 3, { width: column });
      });
      if (b.date) {
        doc
          .font(REGULAR)
          .fontSize(size)
          .text(b.date, left + width - column, line - size - 2, { width: column, align: 'right' });
      }
      doc.x = left;
      doc.y = line + size * 2;
      break;
    }
  }
};

/** The PDF's bytes: A4 for letters and cards, A5 for receipts; 10 mm margins as printed. */
/**
 * The document's PDF. `logo` (PNG or JPEG bytes): the hotel's logo, drawn in place of its name
 * (as the printout does).
 */
export const documentPdf = (
  model: DocumentModel,
  { logo }: { logo?: Buffer } = {},
): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const { regular, bold } = fontsOf();
    const margin = 28.35; // 10 mm
    const doc = new PDFDocument({
      size: model.paper,
      margin,
      info: {
        Title: model.number === null ? model.title : `${model.title} № ${model.number}`,
        Author: model.letterhead.name,
      },
      lang: model.language,
      displayTitle: true,
    } as PDFKit.PDFDocumentOptions);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont(REGULAR, regular);
    doc.registerFont(BOLD, bold);
    const size = model.paper === 'A5' ? 9 : 10;
    const left = doc.page.margins.left;
    const width = contentWidth(doc);

    // The letterhead: the hotel's name and register line left, how to reach it right.
    const top = doc.y;
    if (logo) {
      const height = model.paper === 'A5' ? 36 : 46;
      doc.image(logo, left, top, { fit: [width * 0.5, height] });
      doc.x = left;
      doc.y = top + height + 4;
    } else {
      doc
        .font(BOLD)
        .fontSize(size + 8)
        .text(model.letterhead.name, left, top, { width: width * 0.6 });
    }
    doc
      .font(REGULAR)
      .fontSize(size - 2)
      .fillColor('#4a5568');
    doc.text(model.letterhead.registerLine, { width: width * 0.6 });
    const leftBottom = doc.y;
    doc.fillColor('#2d3748').fontSize(size - 2);
    doc.text(model.letterhead.contact.join('\n'), left + width * 0.6, top, {
      width: width * 0.4,
      align: 'right',
    });
    const rule = Math.max(leftBottom, doc.y) + 6;
    doc
      .moveTo(left, rule)
      .lineTo(left + width, rule)
      .lineWidth(1.5)
      .stroke('black');
    doc.fillColor('black');
    doc.x = left;
    doc.y = rule + 10;

    for (const b of model.blocks) drawBlock(doc, b, size);
    doc.end();
  });
