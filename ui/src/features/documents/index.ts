/** The documents feature's public surface: what other features may use (docs/adding-a-feature.md, "Layers"). */
export { CreditNoteCells, creditNoteColumns, userNameOf } from './credit-note-cells';
export { useGetIssuedInvoiceDocumentQuery } from './documents-api';
export { PrintMenu } from './print-menu';
export { MailLanguage } from './send-document-form';
export { useDocumentLanguage } from './use-document-language';
