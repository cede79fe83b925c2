import { Badge, Link, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { HeadedTable } from '../../components/headed-table';
import { EditDeleteButtons } from '../../components/edit-delete-buttons';
import { formatPercent } from './format';
import type { Partner, PartnerType } from './settings-api';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

interface PartnersTableProps {
  /** The tab shown: the table's name says which partners it lists. */
  type: PartnerType;
  partners: readonly Partner[];
  onEdit: (partner: Partner) => void;
  onRemove: (partner: Partner) => void;
}

/**
 * The partners of one type (./partners-page.tsx): name and register number, contact person,
 * phone (a tel: link), discount, and edit and delete.
 */
export function PartnersTable({ type, partners, onEdit, onRemove }: PartnersTableProps) {
  const { t, i18n } = useTranslation('settings');
  const language = i18n.resolvedLanguage ?? 'mn';
  // What an empty cell says.
  const none = (
    <Text as="span" color="fg.subtle">
      {t('partners.none')}
    </Text>
  );
  return (
    <HeadedTable
      label={t('partners.list.label', { type: t(`partnerTypes.${type}`) })}
      columns={[
        { title: t('partners.columns.name') },
        { title: t('partners.columns.contactPerson') },
        { title: t('partners.columns.phoneNumber') },
        { title: t('partners.columns.discount'), end: true },
        { title: t('partners.columns.actions'), end: true },
      ]}
      rows={partners}
      row={(partner) => (
        <Table.Row key={partner.id} _hover={{ bg: 'bg.muted' }}>
          <Table.Cell>
            <Text fontWeight="semibold">{partner.name}</Text>
            {partner.registerNo ? (
              <Text fontSize="sm" color="fg.muted">
                {t('partners.registerNo', { registerNo: partner.registerNo })}
              </Text>
            ) : null}
          </Table.Cell>
          <Table.Cell>{partner.contactPerson ?? none}</Table.Cell>
          <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
            {partner.phoneNumber ? (
              <Link href={telHref(partner.phoneNumber)} color="fg">
                {partner.phoneNumber}
              </Link>
            ) : (
              none
            )}
          </Table.Cell>
          <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
            {partner.discount > 0 ? (
              <Badge colorPalette="green" variant="subtle" borderRadius="full">
                {formatPercent(partner.discount, language)}
              </Badge>
            ) : (
              none
            )}
          </Table.Cell>
          <Table.Cell>
            <EditDeleteButtons
              gap="1"
              justify="flex-end"
              edit={{
                label: t('partners.editFor', { name: partner.name }),
                onClick: () => onEdit(partner),
              }}
              remove={{
                label: t('partners.delete.for', { name: partner.name }),
                onClick: () => onRemove(partner),
              }}
            />
          </Table.Cell>
        </Table.Row>
      )}
    />
  );
}
