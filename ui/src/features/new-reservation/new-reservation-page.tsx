import { Box, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { NotFoundPage } from '../../components/not-found-page';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useGetGroupQuery } from '../../shared/reservations/reservations-api';
import { useListSourcesQuery } from '../settings';
import { BookingLayout } from './booking-layout';
import { BookingSummary } from './booking-summary';
import { GeneralStep } from './general-step';
import { GroupBanner } from './group-banner';
import { GuestStep } from './guest-step';
import { type BookingPage, initialGeneral, prefillOf } from './prefill';
import { RoomsStep } from './rooms-step';
import type { Step } from './server-errors';
import { StepActions } from './step-actions';
import { StepList } from './step-list';
import { earliestCheckIn, isIsoDate, sameRequest } from './stay';
import { type PageAlert, useAvailabilitySearch } from './use-availability-search';
import { useBookingValues } from './use-booking-values';
import { useLinesReady } from './use-lines-ready';
import { useLoadedDefaults } from './use-loaded-defaults';
import { useSaveBooking } from './use-save-booking';
import { useStaySettings } from './use-stay-settings';
import { useWalkInSource } from './use-walk-in-source';

/**
 * Route `/new/reservation` (manage-reservations): the new-reservation stepper — 1 the stay,
 * 2 the rooms, 3 the guest (operations spec §2). The address may name a group to add to
 * (`gid`) and, from the calendar, the dates and the room (`checkIn`, `checkOut`, `roomId`,
 * `roomTypeId`, `from=cl`).
 */
export function NewReservationPage() {
  const { slug, hotel } = useCurrentHotel();
  const [params] = useSearchParams();
  if (!slug || !hotel) return <NotFoundPage />;
  // Another address (the top bar's button, another calendar range) starts afresh.
  return (
    <NewReservation
      key={params.toString()}
      slug={slug}
      workingDate={hotel.workingDate}
      prefill={prefillOf(params)}
    />
  );
}

function NewReservation(page: BookingPage) {
  const { slug, workingDate, prefill } = page;
  const settings = useStaySettings(slug);
  const sources = useListSourcesQuery({ slug });
  const group = useGetGroupQuery({ slug, id: prefill.gid ?? '' }, { skip: !prefill.gid });

  const [step, setStep] = useState<Step>('general');
  const [alert, setAlert] = useState<PageAlert | null>(null);
  const values = useBookingValues(() => initialGeneral(prefill, workingDate));
  const { general, setGeneral, partnerPays, lines, guest, setGuest, errors, touched } = values;
  const earliest = earliestCheckIn(isIsoDate(workingDate) ? workingDate : general.checkIn);

  useLoadedDefaults({
    settings,
    sources: sources.data?.data,
    groupData: group.data,
    touched,
    setGeneral,
    setGuest,
  });

  const walkInSource = useWalkInSource({
    sources: sources.data?.data ?? [],
    general,
    workingDate,
    lines,
  });

  const availability = useAvailabilitySearch(page, { settings, values, setStep, setAlert });
  const { request, search, searching, runSearch } = availability;

  const linesReady = useLinesReady(slug, search, lines);

  const canEnter = (target: Step): boolean => {
    if (target === 'general') return true;
    if (search === null || !sameRequest(search.request, request)) return false;
    return target === 'rooms' || linesReady;
  };

  const goTo = (target: Step) => {
    setStep(target);
    window.scrollTo?.({ top: 0 });
  };

  const { save, saving } = useSaveBooking(page, {
    values,
    walkIn: walkInSource !== null,
    availability,
    goTo,
    setAlert,
  });

  return (
    <Stack gap="5">
      {prefill.gid ? <GroupBanner group={group} /> : null}

      <StepList step={step} canEnter={canEnter} onGo={goTo} />

      {alert ? (
        <FormAlert status={alert.status} title={alert.title} messages={alert.messages} />
      ) : null}

      <Box id="new-reservation-step">
        {step === 'general' ? (
          <GeneralStep
            slug={slug}
            fields={values.generalFields}
            settings={settings}
            earliest={earliest}
            partnerPays={partnerPays}
            searching={searching}
            onPartnerPaysChange={values.changePartnerPays}
            onSearch={() => void runSearch(request, { move: true })}
          />
        ) : search ? (
          <BookingLayout
            main={
              step === 'rooms' ? (
                <RoomsStep
                  slug={slug}
                  stay={search.request}
                  roomTypes={search.roomTypes}
                  lines={lines}
                  onLinesChange={values.changeLines}
                  errors={errors}
                />
              ) : (
                <GuestStep fields={values.guestFields} walkInSource={walkInSource} />
              )
            }
            actions={
              <StepActions
                step={step}
                linesReady={linesReady}
                noLines={lines.length === 0}
                hasEmail={guest.email.trim().length > 0}
                saving={saving}
                onGo={goTo}
                onSave={(sendEmail) => void save(sendEmail)}
              />
            }
            summary={
              <BookingSummary
                slug={slug}
                stay={search.request}
                roomTypes={search.roomTypes}
                lines={lines}
              />
            }
          />
        ) : null}
      </Box>
    </Stack>
  );
}
