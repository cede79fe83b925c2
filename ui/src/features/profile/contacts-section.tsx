import {
  Box,
  Button,
  Flex,
  Grid,
  Heading,
  HStack,
  Input,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormField } from '../../components/form-field';
import { MailIcon, PhoneIcon, PlusIcon, UsersIcon } from '../../components/icons';
import { EmptyList } from '../../components/list-states';
import { QueryError } from '../../components/query-error';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { ItemCard } from '../../components/item-card';
import { useDialog } from '../../components/use-dialog';
import { newIdempotencyKey } from '../../lib/idempotency';
import { toaster } from '../../lib/toaster';
import {
  CONTACT_FIELDS,
  type Contact,
  useDeleteContactMutation,
  useListContactsQuery,
  useSaveContactMutation,
} from './profile-api';

/**
 * The property's contact people (settings spec §2 Contact card): initial letter, position,
 * e-mail and phone. The default contact cannot be deleted, and only the owner edits it.
 */
export function ContactsSection({ slug }: { slug: string }) {
  const { t } = useTranslation('profile');
  const { hotel } = useCurrentHotel();
  const isOwner = hotel?.isOwner ?? false;
  const contacts = useListContactsQuery({ slug });
  const editor = useDialog<Contact>();
  const remover = useDialog<Contact>();
  const [deleteContact, { isLoading: deleting }] = useDeleteContactMutation();

  const confirmDelete = async () => {
    const contact = remover.item;
    if (!contact) return;
    try {
      await deleteContact({ slug, id: contact.id, idempotencyKey: newIdempotencyKey() }).unwrap();
      toaster.create({
        type: 'success',
        title: t('contacts.delete.success', { name: contact.name }),
        closable: true,
      });
    } catch {
      // The error notification says why.
    }
    remover.onOpenChange(false);
  };

  const list = contacts.data?.data;
  return (
    <Stack gap="4" as="section" aria-labelledby="contacts-heading">
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'flex-end' }}
        gap="3"
      >
        <Box>
          <Heading as="h2" size="md" id="contacts-heading">
            {t('contacts.title')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('contacts.description')}
          </Text>
        </Box>
        <Button onClick={() => editor.show(null)} flexShrink="0" variant="outline">
          <PlusIcon />
          {t('contacts.add')}
        </Button>
      </Flex>
      {contacts.isLoading ? (
        <SimpleGrid
          columns={{ base: 1, md: 2, xl: 3 }}
          gap="4"
          role="status"
          aria-label={t('contacts.loading')}
        >
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} height="32" borderRadius="xl" />
          ))}
        </SimpleGrid>
      ) : !list ? (
        <QueryError
          title={t('contacts.loadError')}
          error={contacts.error}
          onRetry={() => void contacts.refetch()}
          retrying={contacts.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyList
          icon={<UsersIcon />}
          title={t('contacts.empty.title')}
          description={t('contacts.empty.description')}
        />
      ) : (
        <Grid templateColumns="repeat(auto-fill, minmax(17rem, 1fr))" gap="4">
          {list.map((contact) => (
            <ItemCard
              key={contact.id}
              name={contact.name}
              leading={<Initial name={contact.name} />}
              isDefault={contact.isDefault}
              meta={contact.position ?? t('contacts.noPosition')}
              editLabel={t('contacts.editFor', { name: contact.name })}
              onEdit={() => editor.show(contact)}
              editDisabled={contact.isDefault && !isOwner ? t('contacts.defaultOwnerOnly') : null}
              deleteLabel={t('contacts.delete.for', { name: contact.name })}
              onDelete={() => remover.show(contact)}
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
      <ContactDialog
        slug={slug}
        contact={editor.item}
        open={editor.open}
        onOpenChange={editor.onOpenChange}
      />
      <ConfirmDialog
        open={remover.open}
        onOpenChange={remover.onOpenChange}
        title={t('contacts.delete.title')}
        description={t('contacts.delete.description', { name: remover.item?.name ?? '' })}
        confirmLabel={t('common:actions.delete')}
        loading={deleting}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}

/** The first letter of the name in a circle. */
function Initial({ name }: { name: string }) {
  return (
    <Flex
      boxSize="10"
      flexShrink="0"
      borderRadius="full"
      align="center"
      justify="center"
      bg="brand.subtle"
      color="brand.fg"
      fontWeight="bold"
      fontSize="lg"
      aria-hidden="true"
    >
      {[...name.trim()][0]?.toLocaleUpperCase() ?? ''}
    </Flex>
  );
}

interface ContactDialogProps {
  slug: string;
  contact: Contact | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function ContactDialog({ slug, contact, open, onOpenChange }: ContactDialogProps) {
  const first = useRef<HTMLInputElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={first}>
      <ContactForm
        key={contact?.id ?? 'new'}
        slug={slug}
        contact={contact}
        first={first}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function ContactForm({
  slug,
  contact,
  first,
  onDone,
}: {
  slug: string;
  contact: Contact | null;
  first: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState({
    name: contact?.name ?? '',
    position: contact?.position ?? '',
    phoneNumber: contact?.phoneNumber ?? '',
    email: contact?.email ?? '',
  });
  const [save, { isLoading }] = useSaveContactMutation();
  const form = useFormErrors(CONTACT_FIELDS);
  const { onSubmit, edited } = useFormSubmit({
    send: async (idempotencyKey) => {
      form.clear();
      await save({
        slug,
        idempotencyKey,
        contact: { ...(contact ? { id: contact.id } : {}), ...values },
      }).unwrap();
      toaster.create({
        type: 'success',
        title: contact ? t('contacts.form.updated') : t('contacts.form.created'),
        description: values.name,
        closable: true,
      });
      onDone();
    },
    onError: form.showServerErrors,
  });
  const field = (name: (typeof CONTACT_FIELDS)[number]) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      edited();
      form.clearField(name);
      setValues((current) => ({ ...current, [name]: e.target.value }));
    },
    ref: (element: HTMLInputElement | null) => {
      form.inputRef(name)(element);
      if (name === 'name') first.current = element;
    },
  });
  return (
    <DialogForm
      title={contact ? t('contacts.form.editTitle') : t('contacts.form.createTitle')}
      description={t('contacts.form.description')}
      onSubmit={onSubmit}
      creating={!contact}
      submitting={isLoading}
      otherErrors={form.other}
    >
      <FormField label={t('contacts.form.name')} errors={form.errors.name} required>
        <Input autoComplete="name" maxLength={120} {...field('name')} />
      </FormField>
      <FormField label={t('contacts.form.position')} errors={form.errors.position}>
        <Input autoComplete="organization-title" maxLength={120} {...field('position')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={t('contacts.form.phoneNumber')} errors={form.errors.phoneNumber}>
          <Input type="tel" autoComplete="tel" {...field('phoneNumber')} />
        </FormField>
        <FormField label={t('contacts.form.email')} errors={form.errors.email}>
          <Input type="email" autoComplete="email" {...field('email')} />
        </FormField>
      </SimpleGrid>
    </DialogForm>
  );
}
