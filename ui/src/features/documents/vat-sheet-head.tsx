import { Heading, Stack, Text } from '@chakra-ui/react';
import type { VatReceipt } from './documents-api';

/**
 * The head of a VAT printout (the receipt, its credit note): the seller's name, its company
 * and register number (`sellerLine`), the hotel's address, then the printout's title.
 */
export function VatSheetHead({
  seller,
  sellerLine,
  address,
  title,
}: {
  seller: string;
  sellerLine: string;
  address: string | null;
  title: string;
}) {
  return (
    <Stack gap="0.5" textAlign="center">
      <Heading as="h1" size="md">
        {seller}
      </Heading>
      <Text fontSize="xs">{sellerLine}</Text>
      {address ? <Text fontSize="xs">{address}</Text> : null}
      <Heading as="h2" size="sm" textTransform="uppercase" letterSpacing="wide" pt="2">
        {title}
      </Heading>
    </Stack>
  );
}

/** Who a VAT printout was made out to: the company and its register number, or `individual`. */
export const buyerText = ({ customer }: VatReceipt, individual: string): string =>
  customer ? [customer.name, customer.registerNo].filter(Boolean).join(' · ') : individual;
