import { Box, Grid, Stack, Tabs, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { hasPermission } from '../../lib/permissions';
import { Block } from '../../shared/reservations/detail-ui';
import type { Reservation, ReservationStatus } from '../../shared/reservations/reservations-api';
import type { ReservationViewProps } from './reservation-view';
import { ChargesPanels, PaymentsPanel } from '../folio';
import { CancellationFeeDialog } from './cancellation-fee-dialog';
import { DatesDialog } from './dates-dialog';
import { DiscountDialog } from './discount-dialog';
import { GeneralBlock } from './general-block';
import { HistoryPanel } from './history-panel';
import { NotesField } from './notes-field';
import { PriceBreakdown } from './price-breakdown';
import { ReservationHeader } from './reservation-header';
import { RoomBlock } from './room-block';
import { RoomTypeDialog } from './room-type-dialog';
import { StatusActions } from './status-actions';
import { useStatusChange } from './status-change-dialog';
import { StayBlock } from './stay-block';

export type View = 'details' | 'history';

/** What the detail page is showing: a tab, or the reservation as of an instant (in the URL). */
export interface Showing {
  view: View;
  onView: (view: View) => void;
  onViewAsOf: (instant: string) => void;
}

/** The dialogs the page's blocks open (the status change has its own, with its target). */
type DetailDialog = 'dates' | 'roomType' | 'discount' | 'fee';

/**
 * One reservation, present or past: the header, the next steps, the Details / History tabs,
 * the blocks (general, room, stay, price, notes), the folio's panels, and the dialogs they open.
 */
export function Detail({
  slug,
  reservation,
  showing,
  asOfBanner,
}: {
  slug: string;
  reservation: Reservation;
  /** The tabs (the present reservation). */
  showing?: Showing;
  /** A past state: read-only, under this banner. */
  asOfBanner?: ReactNode;
}) {
  const readOnly = asOfBanner !== undefined;
  const { hotel } = useCurrentHotel();
  const workingDate = hotel?.workingDate ?? '';
  const canChangeFee =
    !readOnly && allowedFee(reservation) && hasPermission(hotel, 'edit-cancellation-fees');
  const statusChange = useStatusChange(slug);
  const chooseStatus = (status: ReservationStatus) => statusChange.choose(reservation, status);
  const [dialog, setDialog] = useState<DetailDialog | null>(null);
  const dialogProps = (name: DetailDialog) => ({
    open: dialog === name,
    onOpenChange: (open: boolean) => setDialog(open ? name : null),
  });
  const { allowed } = reservation;

  return (
    <Stack gap="5">
      {asOfBanner}
      <ReservationHeader slug={slug} reservation={reservation} readOnly={readOnly} />
      {readOnly ? null : <StatusActions reservation={reservation} onChoose={chooseStatus} />}
      {showing ? <ViewTabs showing={showing} /> : null}

      {showing?.view === 'history' ? (
        <Box id="reservation-history">
          <HistoryPanel
            slug={slug}
            reservationId={reservation.id}
            onViewAsOf={showing.onViewAsOf}
          />
        </Box>
      ) : (
        <ReadOnly when={readOnly}>
          <Grid
            id="reservation-details"
            templateColumns={{ base: '1fr', xl: '3fr 2fr' }}
            gap="5"
            alignItems="start"
          >
            <Stack gap="5">
              <GeneralBlock slug={slug} reservation={reservation} />
              <RoomBlock
                slug={slug}
                reservation={reservation}
                readOnly={readOnly}
                workingDate={workingDate}
                onChangeRoomType={() => setDialog('roomType')}
                onChangeDiscount={() => setDialog('discount')}
              />
              <StayBlock
                reservation={reservation}
                readOnly={readOnly}
                canChangeFee={canChangeFee}
                onChooseStatus={chooseStatus}
                onChangeDates={() => setDialog('dates')}
                onChangeFee={() => setDialog('fee')}
              />
            </Stack>
            <Stack gap="5">
              <PriceAndNotes slug={slug} reservation={reservation} readOnly={readOnly} />
            </Stack>
          </Grid>

          <PaymentsPanel slug={slug} reservation={reservation} />

          <ChargesPanels slug={slug} reservation={reservation} />
        </ReadOnly>
      )}

      {statusChange.dialog}
      {allowed.changeDates ? (
        <DatesDialog
          slug={slug}
          reservation={reservation}
          workingDate={workingDate}
          {...dialogProps('dates')}
        />
      ) : null}
      {allowed.changeRoomType ? (
        <RoomTypeDialog slug={slug} reservation={reservation} {...dialogProps('roomType')} />
      ) : null}
      {allowed.changeRoomType ? (
        <DiscountDialog slug={slug} reservation={reservation} {...dialogProps('discount')} />
      ) : null}
      {canChangeFee ? (
        <CancellationFeeDialog slug={slug} reservation={reservation} {...dialogProps('fee')} />
      ) : null}
    </Stack>
  );
}

/** The Details / History tabs: they switch the view below (its panel). */
function ViewTabs({ showing }: { showing: Showing }) {
  const { t } = useTranslation('history');
  return (
    <Tabs.Root
      ids={{ content: (view) => `reservation-${view}` }}
      value={showing.view}
      onValueChange={(details) => showing.onView(details.value as View)}
      variant="line"
      colorPalette="brand"
    >
      <Tabs.List aria-label={t('tabs.label')}>
        <Tabs.Trigger value="details">{t('tabs.details')}</Tabs.Trigger>
        <Tabs.Trigger value="history">{t('tabs.history')}</Tabs.Trigger>
      </Tabs.List>
    </Tabs.Root>
  );
}

/** The price line by line, and the notes (saved as typed; read-only text in a past state). */
function PriceAndNotes({ slug, reservation, readOnly }: ReservationViewProps) {
  const { t } = useTranslation('reservations');
  return (
    <>
      <Block title={t('price.title')}>
        <PriceBreakdown reservation={reservation} />
      </Block>
      <Block title={t('notes.title')}>
        {readOnly ? (
          <Text fontSize="sm" whiteSpace="pre-wrap" color={reservation.notes ? 'fg' : 'fg.subtle'}>
            {reservation.notes || t('general.none')}
          </Text>
        ) : (
          <NotesField slug={slug} id={reservation.id} notes={reservation.notes} />
        )}
      </Block>
    </>
  );
}

/** The fee of this stay may be changed (a canceled or no-show stay with a fee). */
const allowedFee = (reservation: Reservation): boolean => reservation.allowed.changeFee ?? false;

/**
 * A past state's page: every control inside is disabled (a disabled fieldset), links still
 * lead where they lead.
 */
function ReadOnly({ when, children }: { when: boolean; children: ReactNode }) {
  if (!when) return <>{children}</>;
  return (
    <fieldset
      disabled
      data-testid="read-only"
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      <Stack gap="5">{children}</Stack>
    </fieldset>
  );
}
