import type { VatReceiptFigures } from '@hotel/events/vat-receipts/events';

/**
 * The national e-receipt service (И-баримт) as this system sees it: a receipt is sent, and the
 * service answers with its official number (ДДТД), its lottery code (individuals' receipts)
 * and the data its QR code carries. docs/documents.md says what a real adapter must do.
 */
export interface EReceiptRequest {
  readonly propertyId: string;
  /** The receipt's place in the property's book (1, 2, 3…). */
  readonly sequence: number;
  /** The seller's register number and the buyer's (organisations; null for individuals). */
  readonly sellerRegisterNo: string;
  readonly billType: 'individual' | 'organization';
  readonly customerRegisterNo: string | null;
  /** The property's working date. */
  readonly date: string;
  readonly figures: VatReceiptFigures;
}

export interface EReceiptAnswer {
  /** Which service numbered it (`local`: this system, not yet reported to the state). */
  readonly provider: string;
  readonly ddtd: string;
  readonly lottery: string | null;
  readonly qrData: string;
}

/** A receipt to void (a return receipt): the credit note's place in its series and the receipt. */
export interface EReceiptVoidRequest {
  readonly propertyId: string;
  /** The credit note's place in the property's series of credit notes (1, 2, 3…). */
  readonly sequence: number;
  readonly sellerRegisterNo: string;
  /** The receipt it voids: its number (ДДТД) and the date it was issued. */
  readonly receiptDdtd: string;
  readonly receiptDate: string;
  /** The property's working date. */
  readonly date: string;
  /** The receipt's figures, negated. */
  readonly figures: VatReceiptFigures;
}

export interface EReceiptVoidAnswer {
  readonly provider: string;
  /** The credit note's own number. */
  readonly ddtd: string;
  readonly qrData: string;
}

export interface EReceiptService {
  issue(request: EReceiptRequest): Promise<EReceiptAnswer>;
  /** Voids (returns) an issued receipt; idempotent on `(propertyId, sequence)` like issuing. */
  void(request: EReceiptVoidRequest): Promise<EReceiptVoidAnswer>;
}

/** A failure of the e-receipt service, shown to the user as a 502 with a retry hint. */
export class EReceiptUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EReceiptUnavailable';
  }
}

/**
 * The embedded default: no national service to ask. Receipts are numbered per property from
 * the book's sequence (`L` + year + the sequence, e.g. `L2026-000042`); no lottery; the QR
 * code carries the receipt's own data (number, date, seller, buyer, total, VAT, cash, card).
 * Credit notes are numbered in their own series, `L{year}-R{sequence}` (e.g. `L2026-R000003`),
 * their QR code carrying the credit note's and the voided receipt's numbers and the figures.
 * Deterministic: the same request gives the same answer, so a retried decision is harmless.
 */
export const localEReceiptService: EReceiptService = {
  issue: async (request) => {
    const ddtd = `L${request.date.slice(0, 4)}-${String(request.sequence).padStart(6, '0')}`;
    const { figures } = request;
    return {
      provider: 'local',
      ddtd,
      lottery: null,
      qrData: [
        ddtd,
        request.date,
        request.sellerRegisterNo,
        request.customerRegisterNo ?? '',
        figures.total,
        figures.vat,
        figures.cash,
        figures.card,
      ].join('|'),
    };
  },
  void: async (request) => {
    const ddtd = `L${request.date.slice(0, 4)}-R${String(request.sequence).padStart(6, '0')}`;
    const { figures } = request;
    return {
      provider: 'local',
      ddtd,
      qrData: [
        ddtd,
        request.receiptDdtd,
        request.date,
        request.sellerRegisterNo,
        figures.total,
        figures.vat,
      ].join('|'),
    };
  },
};
