import { PrintedTable } from './printed-table';

/** The products of a VAT receipt or of its credit note: name, quantity, price, amount. */
export function VatProductsTable({
  products,
  headers,
  money,
  testId,
}: {
  products: readonly { name: string; quantity: number; price: number; amount: number }[];
  /** The columns' headers: product, quantity, price, amount. */
  headers: readonly [string, string, string, string];
  money: (value: number) => string;
  testId?: string;
}) {
  const [product, quantity, price, amount] = headers;
  return (
    <PrintedTable
      {...(testId ? { testId } : {})}
      rows={products}
      rowKey={(_, i) => i}
      columns={[
        { title: product, cell: (line) => line.name },
        { title: quantity, end: true, cell: (line) => line.quantity },
        { title: price, end: true, cell: (line) => money(line.price) },
        { title: amount, end: true, cell: (line) => money(line.amount) },
      ]}
    />
  );
}
