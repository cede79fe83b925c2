import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons } from '../../components/edit-delete-buttons';
import { PlusIcon } from '../../components/icons';
import type { PriceType } from './policies-api';
import { usePriceLabel } from './policies-ui';

export interface PolicyRowItem {
  id: string;
  /** Who it is for ("Ages 0 to under 6"). */
  label: string;
  priceType: PriceType;
  price: number;
}

/** The policies of a panel: who each is for, its price, edit and delete. */
export function PolicyList({
  label,
  items,
  onEdit,
  onDelete,
}: {
  label: string;
  items: PolicyRowItem[];
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  const { t } = useTranslation('policies');
  const priceLabel = usePriceLabel();
  return (
    <Stack as="ul" gap="2" aria-label={label} listStyleType="none">
      {items.map((item) => (
        <HStack
          as="li"
          key={item.id}
          gap="3"
          px="4"
          py="3"
          borderWidth="1px"
          borderRadius="lg"
          _hover={{ bg: 'bg.muted' }}
        >
          <Text fontWeight="medium" flex="1" minW="0">
            {item.label}
          </Text>
          <Text
            fontWeight="semibold"
            fontVariantNumeric="tabular-nums"
            color={item.priceType === 'free' ? 'green.fg' : 'fg'}
            whiteSpace="nowrap"
          >
            {priceLabel(item.priceType, item.price)}
            {item.priceType === 'mnt' ? (
              <Text as="span" color="fg.muted" fontWeight="normal" fontSize="sm">
                {t('price.perNight')}
              </Text>
            ) : null}
          </Text>
          <EditDeleteButtons
            edit={{
              label: t('list.editFor', { name: item.label }),
              title: t('list.edit'),
              onClick: () => onEdit(item.id),
            }}
            remove={{
              label: t('list.deleteFor', { name: item.label }),
              title: t('list.delete'),
              onClick: () => onDelete(item.id),
            }}
          />
        </HStack>
      ))}
    </Stack>
  );
}

/** A panel without policies yet: what they are for and the way to add one. */
export function EmptyPolicies({
  title,
  description,
  addLabel,
  onAdd,
  icon,
}: {
  title: string;
  description: string;
  addLabel: string;
  onAdd: () => void;
  icon: ReactNode;
}) {
  return (
    <Box borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="6" textAlign="center">
      <Box color="brand.solid" display="inline-flex" mb="2">
        {icon}
      </Box>
      <Text fontWeight="semibold">{title}</Text>
      <Text color="fg.muted" fontSize="sm" mt="1" mb="4">
        {description}
      </Text>
      <Button size="sm" variant="outline" onClick={onAdd}>
        <PlusIcon />
        {addLabel}
      </Button>
    </Box>
  );
}
