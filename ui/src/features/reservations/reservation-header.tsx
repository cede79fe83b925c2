import { Badge, Button, Flex, HStack, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { UsersIcon } from '../../components/icons';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useLocalizedPath } from '../../components/use-localized-path';
import { hasPermission } from '../../lib/permissions';
import { propertyPath } from '../../lib/property-pages';
import type { ReservationViewProps } from './reservation-view';
import { StatusBadge } from '../../shared/reservations/status';
import { PrintMenu } from '../documents';
import { AsOfBadge } from './history-panel';

/**
 * The reservation page's title: its number, status and kind of stay, and where it leads — its
 * documents to print (not in a past state), the request it came from and its group.
 */
export function ReservationHeader({ slug, reservation, readOnly }: ReservationViewProps) {
  const { t } = useTranslation('reservations');
  const { hotel } = useCurrentHotel();
  const canInvoice = hasPermission(hotel, 'manage-invoices');
  const localized = useLocalizedPath();
  return (
    <Flex justify="space-between" align={{ base: 'flex-start', md: 'center' }} gap="3" wrap="wrap">
      <HStack gap="3" wrap="wrap">
        <Heading as="h2" size="xl">
          {t('detail.title', { number: reservation.number })}
        </Heading>
        <StatusBadge status={reservation.status} />
        <Badge variant="subtle" colorPalette="gray" borderRadius="full">
          {t(`stayType.${reservation.stayType}`, { ns: 'common' })}
        </Badge>
        {readOnly ? <AsOfBadge /> : null}
      </HStack>
      <HStack gap="2" wrap="wrap">
        {readOnly ? null : (
          <PrintMenu
            slug={slug}
            of="reservation"
            id={reservation.id}
            invoice={
              canInvoice && reservation.stayType !== 'time'
                ? `/p/${slug}/p/invoice/${reservation.groupId}/${reservation.id}`
                : null
            }
          />
        )}
        {reservation.resReqId ? (
          <Button asChild variant="outline" size="sm">
            <RouterLink
              to={localized(propertyPath(slug, 'resRequest', { id: reservation.resReqId }))}
            >
              {t('detail.requestLink')}
            </RouterLink>
          </Button>
        ) : null}
        <Button asChild variant="outline" size="sm">
          <RouterLink to={localized(propertyPath(slug, 'group', { id: reservation.groupId }))}>
            <UsersIcon />
            {t('detail.groupLink', { number: reservation.groupNumber })}
          </RouterLink>
        </Button>
      </HStack>
    </Flex>
  );
}
