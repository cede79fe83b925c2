import type { Language } from '@hotel/events/messages';
import type { BlobStore } from '@hotel/infra/blob-store/port';
import type { Logger } from '@hotel/infra/logging';
import type { ReadStore } from '@hotel/infra/read-store/port';
import sharp from 'sharp';
import { type DocumentData, findDocument, findInvoiceDocument } from '../routes';
import { documentHtml, documentText } from './html';
import { type DocumentType, documentModel } from './model';
import { documentPdf } from './pdf';

export type { DocumentType } from './model';

/** A document rendered for e-mail: its subject, HTML and text bodies, and the PDF. */
export interface RenderedDocument {
  subject: string;
  html: string;
  text: string;
  pdf: Buffer;
  filename: string;
  hotel: { name: string; email: string | null; reservationEmail: string | null };
  /** The hotel's logo as PNG, sent inline (the HTML shows it as `cid:logo`). */
  logo?: { content: Buffer; contentType: 'image/png'; cid: string };
}

/** The logo's content id in the mail. */
const LOGO_CID = 'logo';

const FILE_NAMES: Record<DocumentType, Record<Language, string>> = {
  reservation: { mn: 'batalgaajuulalt', en: 'confirmation' },
  registration: { mn: 'burtgel', en: 'registration' },
  payment: { mn: 'tulbur', en: 'receipt' },
  invoice: { mn: 'nekhemjlekh', en: 'invoice' },
};

/** The HTML, text and PDF of one document from the documents' data. */
export const renderDocument = async (
  data: DocumentData,
  type: DocumentType,
  language: Language,
  logo?: Buffer,
): Promise<RenderedDocument> => {
  const model = documentModel(data, type, language);
  const numbered = model.number === null ? model.title : `${model.title} № ${model.number}`;
  return {
    subject: `${numbered} — ${data.hotel.name}`,
    html: documentHtml(model, logo ? { logoCid: LOGO_CID } : {}),
    text: documentText(model),
    pdf: await documentPdf(model, logo ? { logo } : {}),
    filename: `${FILE_NAMES[type][language]}-${model.number ?? 'document'}.pdf`,
    hotel: {
      name: data.hotel.name,
      email: data.hotel.email,
      reservationEmail: data.hotel.reservationEmail,
    },
    ...(logo ? { logo: { content: logo, contentType: 'image/png', cid: LOGO_CID } } : {}),
  };
};

/**
 * The hotel's logo (an uploaded image's path) as a PNG small enough for a letterhead, or
 * undefined when there is none or it cannot be read (the hotel's name stands in, as on the
 * printout when there is no logo).
 */
const logoOf = async (
  images: BlobStore | undefined,
  path: string | null,
  logger: Logger | undefined,
) => {
  if (!images || !path) return undefined;
  try {
    const original = await images.get(path);
    if (!original) return undefined;
    return await sharp(original, { limitInputPixels: 50_000_000 })
      .resize({ height: 192, width: 768, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch (error) {
    logger?.warn({ err: error, path }, 'the hotel logo could not be read: the name stands in');
    return undefined;
  }
};

/**
 * The documents the command side e-mails (POST /send/email), read from the read models with
 * the same function as GET /documents/... (findDocument): null when the reservation or group
 * is not the property's. With `waitForPosition` (the composed app's projection host), a
 * request naming the position it has seen (X-Min-Position) is read once the read models have
 * reached it, as a query would be (bounded; then read as they are).
 */
export const readStoreDocuments = (
  readStore: ReadStore,
  options: {
    waitForPosition?: (position: bigint) => Promise<unknown>;
    /** The uploaded images, for the hotel's logo. */
    images?: BlobStore;
    /** Told when the logo cannot be read (the document goes out with the name). */
    logger?: Logger;
  } = {},
) => {
  const reached = async (minPosition: string | undefined) => {
    if (minPosition && /^\d{1,30}$/.test(minPosition) && options.waitForPosition) {
      await options.waitForPosition(BigInt(minPosition));
    }
  };
  return {
    render: async (
      propertyId: string,
      request: { id: string; isGroup: boolean; type: Exclude<DocumentType, 'invoice'> },
      language: Language,
      minPosition?: string,
    ): Promise<RenderedDocument | null> => {
      await reached(minPosition);
      const data = await findDocument(readStore, propertyId, request, language);
      if (!data) return null;
      return renderDocument(
        data,
        request.type,
        language,
        await logoOf(options.images, data.hotel.logo, options.logger),
      );
    },

    /** An issued invoice of the property (POST /invoices/:id/send attaches it), or null. */
    renderInvoice: async (
      propertyId: string,
      invoiceId: string,
      language: Language,
      minPosition?: string,
    ): Promise<RenderedDocument | null> => {
      await reached(minPosition);
      const data = await findInvoiceDocument(readStore, propertyId, invoiceId, language);
      if (!data?.invoice) return null;
      return renderDocument(
        data,
        'invoice',
        language,
        await logoOf(options.images, data.hotel.logo, options.logger),
      );
    },
  };
};
