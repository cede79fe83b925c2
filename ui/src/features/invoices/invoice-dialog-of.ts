import type { ComponentType } from 'react';
import { formDialogOf, type InDialogProps } from '../../components/form-in-dialog';
import type { Invoice } from './invoices-api';

/** What the form of a dialog about one invoice (send it, credit it) is given. */
export type InvoiceFormProps = InDialogProps & { slug: string; invoice: Invoice };

/** The dialog of a form about one invoice: mounted afresh for each invoice. */
export const invoiceDialogOf = (Form: ComponentType<InvoiceFormProps>, size: 'sm' | 'lg') =>
  formDialogOf(Form, ({ invoice }) => invoice.id, size);
