import {
  Box,
  Button,
  Card,
  CloseButton,
  Dialog,
  HStack,
  IconButton,
  Portal,
  Stack,
  Switch,
  Tabs,
  Text,
  chakra,
} from '@chakra-ui/react';
import { type FormEvent, type ReactNode, type RefObject, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { PencilIcon, TrashIcon } from '../../components/icons';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useLocalizedPath } from '../../components/use-localized-path';
import { PROFILE_TABS, type ProfileTab, profileTabPath } from './profile-tabs';

/**
 * The frame of a profile tab: the tab bar (links to the six routes; the current one marked)
 * over the tab's content.
 */
export function ProfileScreen({ tab, children }: { tab: ProfileTab; children: ReactNode }) {
  const { t } = useTranslation('profile');
  const { slug } = useCurrentHotel();
  const localized = useLocalizedPath();
  return (
    <Stack gap="6">
      <Tabs.Root value={tab} variant="line" colorPalette="brand" size="md">
        <Box overflowX="auto" mx={{ base: '-4', md: '0' }} px={{ base: '4', md: '0' }}>
          <Tabs.List aria-label={t('tabs.label')} minW="max-content">
            {PROFILE_TABS.map((page) => (
              <Tabs.Trigger key={page} value={page} asChild>
                <RouterLink
                  to={localized(profileTabPath(slug ?? '', page))}
                  aria-current={page === tab ? 'page' : undefined}
                >
                  {t(`tabs.${page}`)}
                </RouterLink>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
      </Tabs.Root>
      {children}
    </Stack>
  );
}

/** A dialog and the item it is about (kept while the dialog closes, so nothing flickers). */
export interface DialogControl<T> {
  open: boolean;
  item: T | null;
  show: (item: T | null) => void;
  onOpenChange: (open: boolean) => void;
}

export function useDialog<T>(): DialogControl<T> {
  const [state, setState] = useState<{ open: boolean; item: T | null }>({
    open: false,
    item: null,
  });
  const show = useCallback((item: T | null) => setState({ open: true, item }), []);
  const onOpenChange = useCallback(
    (open: boolean) => setState((current) => ({ ...current, open })),
    [],
  );
  return { ...state, show, onOpenChange };
}

interface SwitchFieldProps {
  label: string;
  description?: string | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  errors?: readonly string[] | undefined;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/** An on/off setting with a line saying what it does, in a bordered row. */
export function SwitchField({
  label,
  description,
  checked,
  onChange,
  disabled = false,
  errors,
  inputRef,
}: SwitchFieldProps) {
  const invalid = (errors?.length ?? 0) > 0;
  return (
    <Box
      borderWidth="1px"
      borderRadius="lg"
      px="3"
      py="2.5"
      borderColor={invalid ? 'border.error' : 'border'}
      bg="bg"
    >
      <Switch.Root
        checked={checked}
        onCheckedChange={(details) => onChange(details.checked)}
        disabled={disabled}
        invalid={invalid}
        display="flex"
        justifyContent="space-between"
        alignItems="center"
        gap="4"
        w="full"
      >
        <Switch.HiddenInput ref={inputRef} />
        <Box flex="1">
          <Switch.Label fontWeight="medium">{label}</Switch.Label>
          {description ? (
            <Text fontSize="xs" color="fg.muted" mt="0.5">
              {description}
            </Text>
          ) : null}
        </Box>
        <Switch.Control />
      </Switch.Root>
      {invalid
        ? errors?.map((message) => (
            <Text key={message} fontSize="xs" color="fg.error" mt="1">
              {message}
            </Text>
          ))
        : null}
    </Box>
  );
}

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialFocus: RefObject<HTMLElement | null>;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/** The frame of an add/edit dialog; its form (the child) is mounted while it is open. */
export function FormDialog({
  open,
  onOpenChange,
  initialFocus,
  size = 'md',
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={false}
      initialFocusEl={() => initialFocus.current}
      size={size}
      placement="center"
      motionPreset="slide-in-bottom"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface DialogFormProps {
  title: string;
  description: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  creating: boolean;
  submitting: boolean;
  otherErrors: readonly string[];
  children: ReactNode;
}

/** Header, fields, and Cancel / Add (Save) of a dialog's form. */
export function DialogForm({
  title,
  description,
  onSubmit,
  creating,
  submitting,
  otherErrors,
  children,
}: DialogFormProps) {
  const { t } = useTranslation('profile');
  return (
    // `display: contents`: header, body and footer stay the dialog's rows, so a long form
    // scrolls inside its body with the buttons in view.
    <chakra.form display="contents" onSubmit={onSubmit} noValidate>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description color="fg.muted" fontSize="sm">
          {description}
        </Dialog.Description>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {otherErrors.length > 0 ? <FormAlert messages={otherErrors} /> : null}
          {children}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" colorPalette="gray" disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" loading={submitting} loadingText={t('actions.saving')}>
          {creating ? t('actions.add') : t('common:actions.save')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" colorPalette="gray" aria-label={t('common:actions.close')} />
      </Dialog.CloseTrigger>
    </chakra.form>
  );
}

interface ItemCardProps {
  title: string;
  /** Left of the title (an initial, a bank mark). */
  leading?: ReactNode;
  /** Beside the title (a "default" badge). */
  badge?: ReactNode;
  /** Under the title. */
  meta?: ReactNode;
  children?: ReactNode;
  editLabel: string;
  onEdit: () => void;
  /** Why editing is not possible; the button is disabled with this as its tooltip. */
  editDisabled?: string | null;
  deleteLabel: string;
  onDelete: () => void;
  deleteDisabled?: string | null;
}

/** One item as a card: title, details, edit and delete. */
export function ItemCard({
  title,
  leading,
  badge,
  meta,
  children,
  editLabel,
  onEdit,
  editDisabled,
  deleteLabel,
  onDelete,
  deleteDisabled,
}: ItemCardProps) {
  const { t } = useTranslation('profile');
  return (
    <Card.Root
      as="article"
      aria-label={title}
      size="sm"
      variant="outline"
      borderRadius="xl"
      bg="bg"
      shadow="xs"
      h="full"
    >
      <Card.Body gap="3">
        <HStack align="flex-start" gap="3">
          {leading}
          <Box flex="1" minW="0">
            <HStack gap="2" wrap="wrap" minH="6">
              <Text as="h3" fontWeight="semibold" lineClamp="2" wordBreak="break-word">
                {title}
              </Text>
              {badge}
            </HStack>
            {meta ? (
              <Box fontSize="sm" color="fg.muted" mt="0.5">
                {meta}
              </Box>
            ) : null}
          </Box>
          <HStack gap="0.5" flexShrink="0" mt="-1" me="-1">
            <IconButton
              variant="ghost"
              colorPalette="gray"
              size="sm"
              aria-label={editLabel}
              title={editDisabled ?? t('actions.edit')}
              disabled={!!editDisabled}
              onClick={onEdit}
            >
              <PencilIcon />
            </IconButton>
            <IconButton
              variant="ghost"
              colorPalette="red"
              size="sm"
              aria-label={deleteLabel}
              title={deleteDisabled ?? t('actions.delete')}
              disabled={!!deleteDisabled}
              onClick={onDelete}
            >
              <TrashIcon />
            </IconButton>
          </HStack>
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
