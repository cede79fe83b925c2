import { Grid } from '@chakra-ui/react';
import type { Reservation } from '../../shared/reservations/reservations-api';
import { ExtraBedsPanel } from './extra-beds-panel';
import { GuestsPanel } from './guests-panel';
import { ServicesPanel } from './services-panel';
import { TaxesPanel } from './taxes-panel';

/**
 * The reservation's charges besides the room and the guests staying (operations spec §2
 * reservation detail; settings spec §5 reservation panels): services, extra beds, taxes,
 * guests — each a panel with its add dialog and a confirmed delete. The server re-prices the
 * stay; the price breakdown and the balance follow.
 */
export function ChargesPanels({ slug, reservation }: { slug: string; reservation: Reservation }) {
  const showExtraBeds = reservation.roomTypeClone.hasExtraBed && reservation.stayType !== 'time';
  return (
    <Grid templateColumns={{ base: '1fr', xl: '1fr 1fr' }} gap="5" alignItems="start">
      <ServicesPanel slug={slug} reservation={reservation} />
      {showExtraBeds ? <ExtraBedsPanel slug={slug} reservation={reservation} /> : null}
      <GuestsPanel slug={slug} reservation={reservation} />
      <TaxesPanel slug={slug} reservation={reservation} />
    </Grid>
  );
}
