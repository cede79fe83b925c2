/** The invoices feature's public surface: what other features may use (docs/adding-a-feature.md, "Layers"). */
export { NewInvoicePage } from './new-invoice-page';
