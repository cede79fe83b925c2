import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/page-spinner';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { PoliciesPanels } from '../../features/policies/policies-panels';
import { GeneralInfoForm } from '../../features/profile/general-info-form';
import { RoomTypeRatesList } from '../../features/rates/room-type-rates-list';
import { RoomTypesBoard } from '../../features/room-types/room-types-board';
import { PartnersSection } from '../../features/settings/partners-page';
import { PaymentMethodsSection } from '../../features/settings/payment-methods-page';
import { ServiceCategoriesSection } from '../../features/settings/services-page';
import { SourcesSection } from '../../features/settings/sources-page';
import { SETUP_STEPS } from '../../lib/setup-progress';
import { RolesSection } from './roles-section';
import { useWizardStep } from './setup-wizard-layout';

/**
 * The screens of the setup wizard's steps: each reuses the settings screen's own components,
 * so what the wizard enters is exactly what the settings pages show afterwards.
 */

function useSlug(): string | null {
  return useCurrentHotel().slug;
}

/** `r/base`: the general info form; saving it moves on. */
export function BaseStep() {
  const { t } = useTranslation('wizard');
  const slug = useSlug();
  const { goNext, goBack } = useWizardStep();
  if (!slug) return <PageSpinner />;
  return (
    <GeneralInfoForm
      slug={slug}
      onSaved={goNext}
      submitLabel={t('saveAndContinue')}
      actions={
        // As the other steps' footer: back on the left, the progress beside the main button.
        <>
          <Button variant="outline" onClick={goBack} me="auto">
            {t('back')}
          </Button>
          <Text color="fg.muted" fontSize="sm" display={{ base: 'none', sm: 'block' }}>
            {t('progress', { current: 1, total: SETUP_STEPS.length })}
          </Text>
        </>
      }
    />
  );
}

/** `r/policies`: cancellation, extra-bed and children policies. */
export function PoliciesStep() {
  const slug = useSlug();
  return slug ? <PoliciesPanels slug={slug} /> : <PageSpinner />;
}

/** `r/rooms`: room types with their rooms. */
export function RoomsStep() {
  const slug = useSlug();
  return slug ? (
    <RoomTypesBoard slug={slug} showLinks={false} showIntro={false} />
  ) : (
    <PageSpinner />
  );
}

/** `r/regs`: user roles, payment methods and reservation channels. */
export function RegsStep() {
  const slug = useSlug();
  if (!slug) return <PageSpinner />;
  return (
    <Stack gap="10">
      <RolesSection slug={slug} />
      <PaymentMethodsSection slug={slug} variant="wizard" />
      <SourcesSection slug={slug} variant="wizard" />
    </Stack>
  );
}

/** `r/companies`: partner companies. */
export function CompaniesStep() {
  const slug = useSlug();
  return slug ? <PartnersSection slug={slug} /> : <PageSpinner />;
}

/** `r/services`: service categories with their services. */
export function ServicesStep() {
  const slug = useSlug();
  return slug ? <ServiceCategoriesSection slug={slug} variant="wizard" /> : <PageSpinner />;
}

/** `r/rates`: each room type with its rate plans. */
export function RatesStep() {
  const slug = useSlug();
  return slug ? <RoomTypeRatesList slug={slug} /> : <PageSpinner />;
}
