import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { type TFunction } from 'i18next';
import { dayjs } from '../../lib/dayjs-locale';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon, CheckIcon } from '../../components/icons';
import { type ListColumn, ListTable } from '../../components/list-table/list-table';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLocalizedPath } from '../../components/use-localized-path';
import { newIdempotencyKey } from '../../lib/idempotency';
import { useCurrentUserQuery } from '../../lib/session-api';
import { toastDone } from '../../components/done-toast';
import {
  type OperatorProperty,
  useActivatePropertyMutation,
  useListOperatorPropertiesQuery,
} from './properties-api';
import { AccountPageTitle } from './account-page-title';

/**
 * Route `/operator` (`/en/operator`), for operators only (OPERATOR_EMAILS; GET /api/user says
 * `isOperator`): the properties waiting for confirmation, oldest first, each with its owner and
 * an "Activate" button. Anyone else is sent to `/`.
 */
export function OperatorPage() {
  const { t } = useTranslation('properties');
  const localized = useLocalizedPath();
  useDocumentTitle(t('operator.title'));
  const { data: user } = useCurrentUserQuery();
  const list = useListOperatorPropertiesQuery(undefined, { skip: !user?.isOperator });
  const activation = useActivation();
  if (user && !user.isOperator) return <Navigate to={localized('/')} replace />;

  return (
    <Stack gap="6">
      <AccountPageTitle title={t('operator.title')} subtitle={t('operator.subtitle')} back />
      <ListTable
        label={t('operator.tableLabel')}
        query={list}
        columns={pendingPropertyColumns(t, activation)}
        rowProps={() => ({ _hover: { bg: 'bg.muted' } })}
        skeleton={{ label: t('operator.loading'), columns: [2, 2, 2, 1, 1] }}
        error={t('operator.error')}
        empty={{
          icon: <CheckCircleIcon />,
          title: t('operator.empty.title'),
          description: t('operator.empty.description'),
        }}
      />
    </Stack>
  );
}

/** Activating a property: one at a time, the one under way named. */
function useActivation() {
  const { t } = useTranslation('properties');
  const [activate] = useActivatePropertyMutation();
  const [activating, setActivating] = useState<string | null>(null);

  const confirm = async (property: OperatorProperty) => {
    if (activating) return;
    setActivating(property.id);
    try {
      await activate({ id: property.id, idempotencyKey: newIdempotencyKey() }).unwrap();
      toastDone(t('operator.activated', { name: property.name }));
    } catch {
      // The error notification says why.
    } finally {
      setActivating(null);
    }
  };
  return { activating, activate: (property: OperatorProperty) => void confirm(property) };
}

/** The properties waiting for confirmation: who, which company, whose, when, and "Activate". */
const pendingPropertyColumns = (
  t: TFunction<'properties'>,
  { activating, activate }: ReturnType<typeof useActivation>,
): ListColumn<OperatorProperty>[] => [
  {
    id: 'name',
    header: t('columns.name'),
    cell: (property) => (
      <>
        <Text fontWeight="semibold">{property.name}</Text>
        {property.email || property.phone ? (
          <Text fontSize="sm" color="fg.muted">
            {[property.email, property.phone].filter(Boolean).join(' · ')}
          </Text>
        ) : null}
      </>
    ),
  },
  {
    id: 'company',
    header: t('columns.company'),
    cell: (property) => (
      <>
        <Text>{property.companyName}</Text>
        <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
          {t('registerNoShort', { registerNo: property.registerNo })}
        </Text>
      </>
    ),
  },
  {
    id: 'owner',
    header: t('operator.columns.owner'),
    cell: (property) =>
      property.owner ? (
        <>
          <Text>{property.owner.name}</Text>
          <Link href={`mailto:${property.owner.email}`} fontSize="sm" color="fg.muted">
            {property.owner.email}
          </Link>
        </>
      ) : (
        <Text color="fg.subtle">{t('noContact')}</Text>
      ),
  },
  {
    id: 'registeredAt',
    header: t('columns.registeredAt'),
    cellProps: {
      fontVariantNumeric: 'tabular-nums',
      whiteSpace: 'nowrap',
      color: 'fg.muted',
      fontSize: 'sm',
    },
    cell: (property) => (
      <time dateTime={property.registeredAt}>
        {dayjs(property.registeredAt).format('YYYY-MM-DD HH:mm')}
      </time>
    ),
  },
  {
    id: 'action',
    header: t('operator.columns.action'),
    align: 'end',
    cell: (property) => (
      <Button
        size="sm"
        onClick={() => activate(property)}
        loading={activating === property.id}
        disabled={activating !== null && activating !== property.id}
        aria-label={t('operator.activateProperty', { name: property.name })}
      >
        <CheckIcon />
        {t('operator.activate')}
      </Button>
    ),
  },
];
