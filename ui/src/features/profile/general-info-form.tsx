import { Box, Button, HStack, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { saveHotelInfoSchema } from '@hotel/events/profile/commands';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { useCommandForm } from '../../components/form/use-command-form';
import { QueryError } from '../../components/query-error';
import { toastDone } from '../../components/done-toast';
import { infoRequestOf, infoValuesOf } from './general-info-values';
import { InfoAddressSection } from './info-address-section';
import { InfoBasicSection } from './info-basic-section';
import { InfoContactsSection } from './info-contacts-section';
import { InfoDocumentsSection, InfoStaysSection } from './info-stays-section';
import {
  HOTEL_INFO_FIELDS,
  type HotelEditData,
  useGetHotelEditDataQuery,
  useSaveHotelInfoMutation,
} from './profile-api';

interface GeneralInfoFormProps {
  slug: string;
  /** After a successful save (the setup wizard moves on). */
  onSaved?: () => void;
  /** The save button's text (default "Save"). */
  submitLabel?: string;
  /** Beside the save button (the wizard's "Back"). */
  actions?: ReactNode;
}

/**
 * The property's general info (settings spec §3 Hotel, §4 property form, §5 Hotel): the
 * `profile` tab, and the setup wizard's base step. Loads its data and choices itself.
 */
export function GeneralInfoForm({ slug, onSaved, submitLabel, actions }: GeneralInfoFormProps) {
  const { t, i18n } = useTranslation('profile');
  const data = useGetHotelEditDataQuery({ slug, language: i18n.resolvedLanguage ?? 'mn' });
  if (data.isLoading) {
    return (
      <Stack gap="6" role="status" aria-busy="true" aria-label={t('info.loading')}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height="48" borderRadius="xl" />
        ))}
      </Stack>
    );
  }
  if (!data.data) {
    return <QueryError title={t('info.loadError')} query={data} />;
  }
  return (
    <InfoForm
      key={data.data.hotel.id}
      slug={slug}
      data={data.data}
      onSaved={onSaved}
      submitLabel={submitLabel}
      actions={actions}
    />
  );
}

/**
 * The form (settings spec §3–§5), a card per group of fields: what it is, its contacts, where
 * it is, how it sells its stays and what its documents show.
 */
function InfoForm({
  slug,
  data,
  onSaved,
  submitLabel,
  actions,
}: {
  slug: string;
  data: HotelEditData;
  onSaved: (() => void) | undefined;
  submitLabel: string | undefined;
  actions: ReactNode;
}) {
  const { t } = useTranslation('profile');
  const [saveInfo, { isLoading }] = useSaveHotelInfoMutation();
  const form = useCommandForm({
    schema: saveHotelInfoSchema,
    fields: HOTEL_INFO_FIELDS,
    defaultValues: infoValuesOf(data.hotel),
    toRequest: infoRequestOf,
    send: async (info, idempotencyKey) => {
      await saveInfo({ slug, idempotencyKey, info }).unwrap();
      toastDone(t('info.saved'));
      onSaved?.();
    },
  });

  return (
    <chakra.form onSubmit={form.onSubmit} noValidate>
      <Stack gap="6">
        {form.otherErrors.length > 0 ? <FormAlert messages={form.otherErrors} /> : null}
        {!data.hotel.isSaved ? (
          <Box
            borderWidth="1px"
            borderColor="brand.muted"
            bg="brand.subtle"
            borderRadius="lg"
            p="4"
          >
            <Text fontWeight="medium">{t('info.firstTime.title')}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('info.firstTime.description')}
            </Text>
          </Box>
        ) : null}
        <InfoBasicSection form={form} slug={slug} data={data} />
        <InfoContactsSection form={form} />
        <InfoAddressSection form={form} data={data} />
        <InfoStaysSection form={form} />
        <InfoDocumentsSection form={form} />
        <HStack
          justify="flex-end"
          gap="3"
          position="sticky"
          bottom="0"
          py="3"
          bg="bg.subtle"
          zIndex="docked"
        >
          {actions}
          <Button type="submit" loading={isLoading} loadingText={t('common:actions.saving')}>
            {submitLabel ?? t('common:actions.save')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
