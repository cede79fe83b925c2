import { SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/fields';
import type { InfoForm } from './general-info-values';
import { ProfileSection } from './profile-section';

/** The general info's contacts: the property's e-mail and phone, the bookings' ones, the website. */
export function InfoContactsSection({ form }: { form: InfoForm }) {
  const { t } = useTranslation('profile');
  return (
    <ProfileSection
      title={t('info.sections.contacts')}
      description={t('info.sections.contactsHelp')}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          form={form}
          name="email"
          label={t('info.email')}
          type="email"
          autoComplete="email"
        />
        <TextField form={form} name="phone" label={t('info.phone')} type="tel" autoComplete="tel" />
        <TextField form={form} name="resEmail" label={t('info.resEmail')} type="email" />
        <TextField form={form} name="resPhone" label={t('info.resPhone')} type="tel" />
        <TextField
          form={form}
          name="website"
          label={t('info.website')}
          type="url"
          placeholder={t('info.websitePlaceholder')}
        />
      </SimpleGrid>
    </ProfileSection>
  );
}
