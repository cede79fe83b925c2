import {
  Box,
  Button,
  Checkbox,
  chakra,
  CloseButton,
  Dialog,
  Fieldset,
  Input,
  Portal,
  Separator,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnglishNameField } from '../../components/english-name-field';
import { localName } from '../../lib/names';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { QueryError } from '../../components/query-error';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { toaster } from '../../lib/toaster';
import { ROLE_FIELDS, type Role, useListPermissionsQuery, useSaveRoleMutation } from './staff-api';

interface RoleDialogProps {
  slug: string;
  /** The role to change; null adds a new one. */
  role: Role | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add or change a role: its name and the permissions it grants (POST /api/roles). */
export function RoleDialog({ slug, role, open, onOpenChange }: RoleDialogProps) {
  const firstField = useRef<HTMLInputElement | null>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={false}
      initialFocusEl={() => firstField.current}
      size="lg"
      placement="center"
      motionPreset="slide-in-bottom"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <RoleForm
              key={role?.id ?? 'new'}
              slug={slug}
              role={role}
              firstField={firstField}
              onDone={() => onOpenChange(false)}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function RoleForm({
  slug,
  role,
  firstField,
  onDone,
}: {
  slug: string;
  role: Role | null;
  firstField: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('staff');
  const permissions = useListPermissionsQuery({ language: i18n.resolvedLanguage ?? 'mn' });
  const [saveRole, { isLoading }] = useSaveRoleMutation();
  const [name, setName] = useState(role?.name ?? '');
  const [nameEn, setNameEn] = useState(role?.nameEn ?? '');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(role?.permissions));
  const form = useFormErrors(ROLE_FIELDS);
  // A default role keeps its name.
  const nameLocked = role?.isDefault ?? false;

  const all = permissions.data?.data ?? [];
  const chosenCount = all.filter((p) => chosen.has(p.code)).length;
  const allChosen = all.length > 0 && chosenCount === all.length;

  const { onSubmit, edited } = useFormSubmit({
    send: async (idempotencyKey) => {
      form.clear();
      // In the server's order, whatever order they were ticked in.
      const codes = [
        ...all.filter((p) => chosen.has(p.code)).map((p) => p.code),
        ...[...chosen].filter((code) => !all.some((p) => p.code === code)),
      ];
      await saveRole({
        slug,
        idempotencyKey,
        role: {
          ...(role ? { id: role.id } : {}),
          name: name.trim(),
          nameEn: nameEn.trim(),
          permissions: codes,
        },
      }).unwrap();
      toaster.create({
        type: 'success',
        title: role ? t('roles.form.updated') : t('roles.form.created'),
        description: localName({ name: name.trim(), nameEn: nameEn.trim() }, i18n.language),
        closable: true,
      });
      onDone();
    },
    // Without field errors the notification says what went wrong.
    onError: form.showServerErrors,
  });

  const toggle = (code: string, on: boolean) => {
    edited();
    form.clearField('permissions');
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });
  };

  const toggleAll = (on: boolean) => {
    edited();
    form.clearField('permissions');
    setChosen(on ? new Set(all.map((p) => p.code)) : new Set());
  };

  const permissionErrors = form.errors.permissions;

  return (
    // `display: contents`: header, body and footer stay the dialog's own rows, so a long form
    // scrolls inside its body with the buttons in view.
    <chakra.form display="contents" onSubmit={onSubmit} noValidate>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
        <Dialog.Title>
          {role ? t('roles.form.editTitle') : t('roles.form.createTitle')}
        </Dialog.Title>
        <Dialog.Description color="fg.muted" fontSize="sm">
          {t('roles.form.description')}
        </Dialog.Description>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          {form.other.length > 0 ? <FormAlert messages={form.other} /> : null}
          <FormField
            label={t('roles.form.name')}
            errors={form.errors.name}
            helperText={nameLocked ? t('roles.form.nameLocked') : undefined}
            required
          >
            <Input
              name="name"
              autoComplete="off"
              maxLength={60}
              value={name}
              readOnly={nameLocked}
              onChange={(e) => {
                edited();
                form.clearField('name');
                setName(e.target.value);
              }}
              ref={(element) => {
                form.inputRef('name')(element);
                firstField.current = element;
              }}
            />
          </FormField>
          <EnglishNameField
            value={nameEn}
            onChange={(value) => {
              edited();
              form.clearField('nameEn');
              setNameEn(value);
            }}
            errors={form.errors.nameEn}
            inputRef={form.inputRef('nameEn')}
          />
          <Fieldset.Root invalid={(permissionErrors?.length ?? 0) > 0}>
            <Fieldset.Legend fontWeight="medium" fontSize="sm">
              {t('roles.form.permissions')}
            </Fieldset.Legend>
            {permissions.isLoading ? (
              <Stack gap="3" role="status" aria-label={t('roles.form.permissionsLoading')}>
                {Array.from({ length: 6 }, (_, i) => (
                  <Skeleton key={i} height="5" width={i % 2 ? '60%' : '75%'} />
                ))}
              </Stack>
            ) : !permissions.data ? (
              <QueryError
                title={t('roles.form.permissionsError')}
                error={permissions.error}
                onRetry={() => void permissions.refetch()}
                retrying={permissions.isFetching}
              />
            ) : (
              <Box borderWidth="1px" borderRadius="lg" p="4">
                <Checkbox.Root
                  checked={allChosen ? true : chosenCount > 0 ? 'indeterminate' : false}
                  onCheckedChange={(details) => toggleAll(details.checked === true)}
                  fontWeight="semibold"
                >
                  <Checkbox.HiddenInput ref={form.inputRef('permissions')} />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('roles.form.selectAll')}</Checkbox.Label>
                  <Text as="span" color="fg.muted" fontWeight="normal" fontSize="sm">
                    {t('roles.form.chosen', { selected: chosenCount, total: all.length })}
                  </Text>
                </Checkbox.Root>
                <Separator my="3" />
                <SimpleGrid columns={{ base: 1, sm: 2 }} gapX="6" gapY="2.5">
                  {all.map((permission) => (
                    <Checkbox.Root
                      key={permission.code}
                      value={permission.code}
                      checked={chosen.has(permission.code)}
                      onCheckedChange={(details) =>
                        toggle(permission.code, details.checked === true)
                      }
                      alignItems="flex-start"
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control mt="0.5" />
                      <Checkbox.Label fontWeight="normal">{permission.name}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </SimpleGrid>
              </Box>
            )}
            {permissionErrors?.length ? (
              <Fieldset.ErrorText>
                {permissionErrors.map((message) => (
                  <Text as="span" display="block" key={message}>
                    {message}
                  </Text>
                ))}
              </Fieldset.ErrorText>
            ) : null}
          </Fieldset.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" colorPalette="gray" disabled={isLoading}>
            {t('common:actions.cancel')}
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" loading={isLoading} loadingText={t('roles.form.submitting')}>
          {role ? t('common:actions.save') : t('roles.form.create')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" colorPalette="gray" aria-label={t('common:actions.close')} />
      </Dialog.CloseTrigger>
    </chakra.form>
  );
}
