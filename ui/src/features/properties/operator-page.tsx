import { Box, Button, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { dayjs } from '../../lib/dayjs-locale';
import { useState } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DataTable, TableSkeleton } from '../../components/data-table';
import { ArrowLeftIcon, CheckCircleIcon, CheckIcon } from '../../components/icons';
import { ListStates } from '../../components/list-states';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLocalizedPath } from '../../components/use-localized-path';
import { newIdempotencyKey } from '../../lib/idempotency';
import { useCurrentUserQuery } from '../../lib/session-api';
import { toaster } from '../../lib/toaster';
import {
  type OperatorProperty,
  useActivatePropertyMutation,
  useListOperatorPropertiesQuery,
} from './properties-api';

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
  if (user && !user.isOperator) return <Navigate to={localized('/')} replace />;

  return (
    <Stack gap="6">
      <Stack gap="3" align="flex-start">
        <Button asChild variant="ghost" size="sm" colorPalette="gray" ms="-2">
          <RouterLink to={localized('/')}>
            <ArrowLeftIcon />
            {t('backToList')}
          </RouterLink>
        </Button>
        <Box>
          <Heading as="h1" size="2xl" letterSpacing="tight">
            {t('operator.title')}
          </Heading>
          <Text color="fg.muted" mt="1">
            {t('operator.subtitle')}
          </Text>
        </Box>
      </Stack>
      <ListStates
        query={list}
        loading={<TableSkeleton label={t('operator.loading')} columns={[2, 2, 2, 1, 1]} />}
        error={t('operator.error')}
        empty={{
          icon: <CheckCircleIcon />,
          title: t('operator.empty.title'),
          description: t('operator.empty.description'),
        }}
        errorAboveList
      >
        {(properties) => <PendingPropertyTable properties={properties} />}
      </ListStates>
    </Stack>
  );
}

function PendingPropertyTable({ properties }: { properties: OperatorProperty[] }) {
  const { t } = useTranslation('properties');
  const [activate] = useActivatePropertyMutation();
  const [activating, setActivating] = useState<string | null>(null);

  const confirm = async (property: OperatorProperty) => {
    if (activating) return;
    setActivating(property.id);
    try {
      await activate({ id: property.id, idempotencyKey: newIdempotencyKey() }).unwrap();
      toaster.create({
        type: 'success',
        title: t('operator.activated', { name: property.name }),
        closable: true,
      });
    } catch {
      // The error notification says why.
    } finally {
      setActivating(null);
    }
  };

  return (
    <DataTable label={t('operator.tableLabel')}>
      <Table.Header>
        <Table.Row bg="bg.subtle">
          <Table.ColumnHeader>{t('columns.name')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.company')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('operator.columns.owner')}</Table.ColumnHeader>
          <Table.ColumnHeader whiteSpace="nowrap">{t('columns.registeredAt')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('operator.columns.action')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {properties.map((property) => (
          <Table.Row key={property.id} _hover={{ bg: 'bg.muted' }}>
            <Table.Cell>
              <Text fontWeight="semibold">{property.name}</Text>
              {property.email || property.phone ? (
                <Text fontSize="sm" color="fg.muted">
                  {[property.email, property.phone].filter(Boolean).join(' · ')}
                </Text>
              ) : null}
            </Table.Cell>
            <Table.Cell>
              <Text>{property.companyName}</Text>
              <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
                {t('registerNoShort', { registerNo: property.registerNo })}
              </Text>
            </Table.Cell>
            <Table.Cell>
              {property.owner ? (
                <>
                  <Text>{property.owner.name}</Text>
                  <Link href={`mailto:${property.owner.email}`} fontSize="sm" color="fg.muted">
                    {property.owner.email}
                  </Link>
                </>
              ) : (
                <Text color="fg.subtle">{t('noContact')}</Text>
              )}
            </Table.Cell>
            <Table.Cell
              fontVariantNumeric="tabular-nums"
              whiteSpace="nowrap"
              color="fg.muted"
              fontSize="sm"
            >
              <time dateTime={property.registeredAt}>
                {dayjs(property.registeredAt).format('YYYY-MM-DD HH:mm')}
              </time>
            </Table.Cell>
            <Table.Cell textAlign="end">
              <Button
                size="sm"
                onClick={() => void confirm(property)}
                loading={activating === property.id}
                disabled={activating !== null && activating !== property.id}
                aria-label={t('operator.activateProperty', { name: property.name })}
              >
                <CheckIcon />
                {t('operator.activate')}
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </DataTable>
  );
}
