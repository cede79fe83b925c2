import { Table } from '@chakra-ui/react';
import { Cell, HeaderCell } from './documents';

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
    <Table.Root size="sm" variant="outline" {...(testId ? { 'data-testid': testId } : {})}>
      <Table.Header>
        <Table.Row>
          <HeaderCell>{product}</HeaderCell>
          <HeaderCell end>{quantity}</HeaderCell>
          <HeaderCell end>{price}</HeaderCell>
          <HeaderCell end>{amount}</HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {products.map((line, i) => (
          <Table.Row key={i}>
            <Cell>{line.name}</Cell>
            <Cell end>{line.quantity}</Cell>
            <Cell end>{money(line.price)}</Cell>
            <Cell end>{money(line.amount)}</Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
