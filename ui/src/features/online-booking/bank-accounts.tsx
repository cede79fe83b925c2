import { Box, Flex, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '../../components/titled-card';
import { type OnlinePage, onlineImageUrl } from './online-booking-api';

/** The property's bank accounts with their QR codes, where the guest will pay (none: nothing). */
export function BankAccounts({ slug, banks }: { slug: string; banks: OnlinePage['banks'] }) {
  const { t } = useTranslation('online');
  if (banks.length === 0) return null;
  return (
    <TitledCard title={t('banks.title')} description={t('banks.description')} titleSize="lg">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {banks.map((bank) => (
          <Flex key={bank.id} gap="3" borderWidth="1px" borderRadius="lg" p="3" align="center">
            {bank.qrImage ? (
              <Image
                src={onlineImageUrl(slug, bank.qrImage, 200, 200)}
                alt={t('banks.qr', { bank: bank.bankName })}
                w="24"
                h="24"
                objectFit="contain"
              />
            ) : null}
            <Box fontSize="sm">
              <Text fontWeight="semibold">{bank.bankName}</Text>
              <Text>{bank.accountName}</Text>
              <Text fontVariantNumeric="tabular-nums">
                {bank.number} ({bank.currency})
              </Text>
            </Box>
          </Flex>
        ))}
      </SimpleGrid>
    </TitledCard>
  );
}
