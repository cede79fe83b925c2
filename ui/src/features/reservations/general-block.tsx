import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { nationalityName } from '@hotel/events/countries';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../components/use-localized-path';
import { useLocalName } from '../../lib/names';
import { propertyPath } from '../../lib/property-pages';
import { Block, Fact, Facts, SourceValue } from '../../shared/reservations/detail-ui';
import {
  formatDateTime,
  guestNameOf,
  guestsText,
} from '../../shared/reservations/reservation-rules';
import type { Reservation } from '../../shared/reservations/reservations-api';
import { PageLink } from '../../components/page-link';

/**
 * The reservation's general facts: its number and group, the guest and how to reach them, how
 * many stay, the channel, partner and rate plan, and who booked it when.
 */
export function GeneralBlock({ slug, reservation }: { slug: string; reservation: Reservation }) {
  const { t } = useTranslation('reservations');
  const local = useLocalName();
  const localized = useLocalizedPath();
  return (
    <Block title={t('general.title')}>
      <Facts>
        <Fact label={t('general.number')}>
          <Text fontWeight="semibold">{reservation.number}</Text>
        </Fact>
        <Fact label={t('general.group')}>
          <PageLink
            to={localized(propertyPath(slug, 'group', { id: reservation.groupId }))}
            color="brand.fg"
          >
            {t('general.groupValue', {
              number: reservation.groupNumber,
              count: reservation.groupSize,
            })}
          </PageLink>
        </Fact>
        <Fact label={t('general.guest')}>
          <GuestContact guest={reservation.guestClone} />
        </Fact>
        <Fact label={t('general.guests')}>
          {guestsText(t, reservation.numberOfGuests, reservation.numberOfChildren)}
        </Fact>
        <Fact label={t('general.source')}>
          <SourceValue
            color={reservation.sourceClone.color}
            name={local(reservation.sourceClone)}
          />
        </Fact>
        {reservation.sourceClone.externalRef ? (
          <Fact label={t('general.externalRef')}>
            <Text fontFamily="mono" data-testid="external-ref">
              {reservation.sourceClone.externalRef}
            </Text>
          </Fact>
        ) : null}
        <Fact label={t('general.partner')}>
          <PartnerValue partner={reservation.partnerClone} />
        </Fact>
        <Fact label={t('general.ratePlan')}>
          {reservation.ratePlanClone ? (
            <HStack gap="2">
              <Text>{local(reservation.ratePlanClone)}</Text>
              {reservation.ratePlanClone.nonRef ? (
                <Badge size="sm" colorPalette="orange" variant="subtle">
                  {t('general.nonRef')}
                </Badge>
              ) : null}
            </HStack>
          ) : (
            <Text color="fg.subtle">{t('general.noRatePlan')}</Text>
          )}
        </Fact>
        <Fact label={t('general.createdBy')}>
          {reservation.userClone.name ?? reservation.userClone.email ?? ''}
        </Fact>
        <Fact label={t('general.createdAt')}>{formatDateTime(reservation.createdAt)}</Fact>
      </Facts>
    </Block>
  );
}

/** The guest's name, phone and e-mail (as links) and nationality. */
function GuestContact({ guest }: { guest: Reservation['guestClone'] }) {
  const { i18n } = useTranslation('reservations');
  return (
    <Stack gap="0.5">
      <Text fontWeight="semibold">{guestNameOf(guest)}</Text>
      {guest.phoneNumber ? (
        <Link href={`tel:${guest.phoneNumber.replace(/\s+/g, '')}`} color="fg">
          {guest.phoneNumber}
        </Link>
      ) : null}
      {guest.email ? (
        <Link href={`mailto:${guest.email}`} color="fg">
          {guest.email}
        </Link>
      ) : null}
      <Text color="fg.muted">{nationalityName(guest.nationality, i18n.language)}</Text>
    </Stack>
  );
}

/** The partner and its discount, or "none". */
function PartnerValue({ partner }: { partner: Reservation['partnerClone'] }) {
  const { t } = useTranslation('reservations');
  if (!partner) return <Text color="fg.subtle">{t('general.none')}</Text>;
  return partner.discount > 0
    ? t('general.partnerValue', { name: partner.name, discount: partner.discount })
    : partner.name;
}
