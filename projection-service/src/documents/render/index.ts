import type { Language } from '@hotel/events/messages';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { type DocumentData, findDocument } from '../routes';
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
}

const FILE_NAMES: Record<DocumentType, Record<Language, string>> = {
  reservation: { mn: 'batalgaajuulalt', en: 'confirmation' },
  registration: { mn: 'burtgel', en: 'registration' },
  payment: { mn: 'tulbur', en: 'receipt' },
};

/** The HTML, text and PDF of one document from the documents' data. */
export const renderDocument = async (
  data: DocumentData,
  type: DocumentType,
  language: Language,
): Promise<RenderedDocument> => {
  const model = documentModel(data, type, language);
  const numbered = model.number === null ? model.title : `${model.title} № ${model.number}`;
  return {
    subject: `${numbered} — ${data.hotel.name}`,
    html: documentHtml(model),
    text: documentText(model),
    pdf: await documentPdf(model),
    filename: `${FILE_NAMES[type][language]}-${model.number ?? 'document'}.pdf`,
    hotel: {
      name: data.hotel.name,
      email: data.hotel.email,
      reservationEmail: data.hotel.reservationEmail,
    },
  };
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
  options: { waitForPosition?: (position: bigint) => Promise<unknown> } = {},
) => ({
  render: async (
    propertyId: string,
    request: { id: string; isGroup: boolean; type: DocumentType },
    language: Language,
    minPosition?: string,
  ): Promise<RenderedDocument | null> => {
    if (minPosition && /^\d{1,30}$/.test(minPosition) && options.waitForPosition) {
      await options.waitForPosition(BigInt(minPosition));
    }
    const data = await findDocument(readStore, propertyId, request, language);
    return data ? renderDocument(data, request.type, language) : null;
  },
});
