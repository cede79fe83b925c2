/**
 * The shapes the documents' route answers and both sides print from (GET /api/documents/…;
 * projection-service/src/documents/routes.ts builds them, the printouts and the e-mailed
 * documents read them): the hotel's letterhead and an invoice printout.
 */

/** What every document prints of the hotel. Rules and banks only where the hotel shows them. */
export interface Letterhead {
  name: string;
  companyName: string;
  registerNo: string;
  logo: string | null;
  address: string | null;
  phone: string | null;
  reservationPhone: string | null;
  email: string | null;
  reservationEmail: string | null;
  website: string | null;
  checkInTime: string;
  checkOutTime: string;
  rules: { id: string; title: string; description: string }[];
  banks: { id: string; bankName: string; accountName: string; number: string; currency: string }[];
  emailHeader: string | null;
  emailBody: string | null;
  emailFooter: string | null;
  emailContact: string | null;
}

/** One line an invoice bills: a stay (with its dates) or a service or extra bed. */
export interface InvoicePrintLine {
  key: string;
  kind: 'room' | 'item';
  checkIn: string | null;
  checkOut: string | null;
  name: string;
  quantity: number;
  price: number;
  amount: number;
}

/**
 * What an invoice printout prints (docs/documents.md): from an invoice made on the invoice
 * page (`source: 'invoice'`, its number, customer and items as issued) or, when none was made
 * for it, from the stays' folios (`'folio'`). Every figure is the server's: the lines, the
 * taxes, `totalAmount` (the lines' sum), `fullTotalAmount` (with the taxes added on top —
 * for a folio, the sum of its amounts), `paid` and `toPay`.
 */
export interface InvoicePrint {
  source: 'invoice' | 'folio';
  number: number | null;
  invoiceDate: string | null;
  paymentPeriod: string | null;
  customer: {
    customerName: string;
    registerNo: string | null;
    address: string | null;
    phoneNumber: string | null;
    email: string | null;
    contractNo: string | null;
    tourCode: string | null;
    voucherCode: string | null;
  };
  lines: InvoicePrintLine[];
  taxes: { key: string; name: string; percentage: number; inclusive: boolean; amount: number }[];
  totalAmount: number;
  fullTotalAmount: number;
  /**
   * The payments received on the stays it bills (a receivable not yet paid is not received:
   * it is what the invoice asks for), and what remains to pay: the total less them, never
   * below 0.
   */
  paid: number;
  toPay: number;
  banks: Letterhead['banks'];
}
