import { Box, Button, Grid, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { saveContactSchema } from '@hotel/events/settings/commands';
import { useTranslation } from 'react-i18next';
import type { FieldSpec } from '../../components/form/form-fields';
import { MailIcon, PhoneIcon, PlusIcon, UsersIcon } from '../../components/icons';
import { EmptyList } from '../../components/list-states';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { ItemCard } from '../../components/item-card';
import {
  CONTACT_FIELDS,
  type Contact,
  useDeleteContactMutation,
  useListContactsQuery,
  useSaveContactMutation,
} from './profile-api';
import {
  ItemDialogForm,
  ItemDialogs,
  ItemMark,
  type ItemFormProps,
  ListSkeleton,
  ProfileListStates,
  textItemOptions,
  useItemDialogs,
  useItemForm,
} from './profile-list';
import { HeaderRow } from '../../components/header-row';
import { SectionHeading } from '../../components/section-heading';

/**
 * The property's contact people (settings spec §2 Contact card): initial letter, position,
 * e-mail and phone. The default contact cannot be deleted, and only the owner edits it.
 */
export function ContactsSection({ slug }: { slug: string }) {
  const { t } = useTranslation('profile');
  const { hotel } = useCurrentHotel();
  const isOwner = hotel?.isOwner ?? false;
  const contacts = useListContactsQuery({ slug });
  const dialogs = useItemDialogs<Contact>('contacts', slug, {
    mutation: useDeleteContactMutation(),
    description: (contact) => t('contacts.delete.description', { name: contact?.name ?? '' }),
    success: (contact) => t('contacts.delete.success', { name: contact.name }),
  });

  return (
    <Stack gap="4" as="section" aria-labelledby="contacts-heading">
      <HeaderRow align="flex-end" gap="3">
        <Box>
          <SectionHeading
            id="contacts-heading"
            title={t('contacts.title')}
            description={t('contacts.description')}
          />
        </Box>
        <Button onClick={() => dialogs.editor.show(null)} flexShrink="0" variant="outline">
          <PlusIcon />
          {t('contacts.add')}
        </Button>
      </HeaderRow>
      <ProfileListStates
        query={contacts}
        loading={<ListSkeleton label={t('contacts.loading')} count={2} layout="cards" />}
        errorTitle={t('contacts.loadError')}
        empty={
          <EmptyList
            icon={<UsersIcon />}
            title={t('contacts.empty.title')}
            description={t('contacts.empty.description')}
          />
        }
      >
        {(list) => (
          <Grid templateColumns="repeat(auto-fill, minmax(17rem, 1fr))" gap="4">
            {list.map((contact) => (
              <ItemCard
                key={contact.id}
                name={contact.name}
                leading={<Initial name={contact.name} />}
                isDefault={contact.isDefault}
                meta={contact.position ?? t('contacts.noPosition')}
                {...dialogs.actions(contact, { name: contact.name })}
                editDisabled={contact.isDefault && !isOwner ? t('contacts.defaultOwnerOnly') : null}
                deleteDisabled={contact.isDefault ? t('contacts.defaultNotDeletable') : null}
              >
                <Stack gap="1.5" fontSize="sm">
                  <HStack gap="2" color={contact.email ? 'fg' : 'fg.subtle'}>
                    <MailIcon boxSize="4" color="fg.muted" />
                    {contact.email ? (
                      <Link href={`mailto:${contact.email}`} truncate>
                        {contact.email}
                      </Link>
                    ) : (
                      <Text>{t('contacts.noEmail')}</Text>
                    )}
                  </HStack>
                  <HStack gap="2" color={contact.phoneNumber ? 'fg' : 'fg.subtle'}>
                    <PhoneIcon boxSize="4" color="fg.muted" />
                    {contact.phoneNumber ? (
                      <Link href={`tel:${contact.phoneNumber.replace(/\s+/g, '')}`}>
                        {contact.phoneNumber}
                      </Link>
                    ) : (
                      <Text>{t('contacts.noPhone')}</Text>
                    )}
                  </HStack>
                </Stack>
              </ItemCard>
            ))}
          </Grid>
        )}
      </ProfileListStates>
      <ItemDialogs dialogs={dialogs} slug={slug} form={(props) => <ContactForm {...props} />} />
    </Stack>
  );
}

/** The first letter of the name in a circle. */
function Initial({ name }: { name: string }) {
  return <ItemMark kind="letter">{[...name.trim()][0]?.toLocaleUpperCase() ?? ''}</ItemMark>;
}

type ContactValues = Record<(typeof CONTACT_FIELDS)[number], string>;

/** The contact's name and position, then how to reach them. */
const CONTACT_FORM: readonly FieldSpec<ContactValues>[] = [
  {
    kind: 'text',
    name: 'name',
    label: 'contacts.form.name',
    required: true,
    autoComplete: 'name',
    maxLength: 120,
    first: true,
  },
  {
    kind: 'text',
    name: 'position',
    label: 'contacts.form.position',
    autoComplete: 'organization-title',
    maxLength: 120,
  },
  {
    kind: 'row',
    fields: [
      {
        kind: 'text',
        name: 'phoneNumber',
        label: 'contacts.form.phoneNumber',
        type: 'tel',
        autoComplete: 'tel',
      },
      {
        kind: 'text',
        name: 'email',
        label: 'contacts.form.email',
        type: 'email',
        autoComplete: 'email',
      },
    ],
  },
];

function ContactForm(props: ItemFormProps<Contact>) {
  const itemForm = useItemForm('contacts', props, {
    schema: saveContactSchema,
    ...textItemOptions(props.item, CONTACT_FIELDS),
    save: useSaveContactMutation(),
    arg: 'contact',
    named: (request) => request.name,
  });
  return <ItemDialogForm {...itemForm} fields={CONTACT_FORM} />;
}
