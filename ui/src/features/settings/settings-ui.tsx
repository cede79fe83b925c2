import {
  Badge,
  Box,
  Button,
  Card,
  CloseButton,
  Dialog,
  Flex,
  Grid,
  HStack,
  Heading,
  IconButton,
  Portal,
  Skeleton,
  Stack,
  Switch,
  Text,
  chakra,
} from '@chakra-ui/react';
import { type FormEvent, type ReactNode, type RefObject, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormAlert } from '../../components/form-alert';
import { PencilIcon, PlusIcon, TrashIcon } from '../../components/icons';
import { EmptyList } from '../../components/list-states';
import { QueryError } from '../../components/query-error';
import { newIdempotencyKey } from '../../lib/idempotency';
import type { ApiError } from '../../lib/problem';
import { toaster } from '../../lib/toaster';
import { textOn } from './colors';

/**
 * The pieces every settings list shares: cards with edit and delete, a card grid with its
 * loading, error and empty states (and an "add" tile in the setup wizard), the add/edit
 * dialog frame and the delete confirmation.
 */

/** Success notices stay long enough to read a sentence and the item's name (the default is 2 s). */
const SUCCESS_DURATION_MS = 5000;

/** Where a list is shown: its settings page, or a step of the setup wizard (§2). */
export type ListVariant = 'page' | 'wizard';

/** A dialog and the item it is about (kept while the dialog closes, so nothing flickers). */
export interface DialogControl<T> {
  open: boolean;
  item: T | null;
  /** Opens the dialog for `item` (null: a new one). */
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

/** "Default" on the item every property starts with (it cannot be deleted). */
export function DefaultBadge() {
  const { t } = useTranslation('settings');
  return (
    <Badge colorPalette="brand" variant="subtle" borderRadius="full" flexShrink="0">
      {t('default')}
    </Badge>
  );
}

/** A square in the item's colour with a short text on it (a source's letters, a code). */
export function ColorMark({
  color,
  children,
  size = '10',
}: {
  color: string;
  children?: ReactNode;
  size?: string;
}) {
  return (
    <Flex
      boxSize={size}
      flexShrink="0"
      borderRadius="lg"
      align="center"
      justify="center"
      fontWeight="bold"
      fontSize="sm"
      letterSpacing="wide"
      style={{ background: color, color: textOn(color) }}
      aria-hidden="true"
    >
      {children}
    </Flex>
  );
}

interface ItemCardProps {
  name: string;
  isDefault?: boolean;
  /** Left of the name: a colour mark or an icon. */
  leading?: ReactNode;
  /** Under the name. */
  meta?: ReactNode;
  /** The card's body under the heading row. */
  children?: ReactNode;
  editLabel: string;
  onEdit: () => void;
  /** Why editing is not possible (a default service category); the button is disabled. */
  editDisabled?: string | null;
  deleteLabel: string;
  onDelete: () => void;
  /** Why deleting is not possible (a default item); the button is disabled. */
  deleteDisabled?: string | null;
  /** A line of colour along the top. */
  accent?: string;
}

/** One item of a list as a card: name, badge, details, edit and delete. */
export function ItemCard({
  name,
  isDefault = false,
  leading,
  meta,
  children,
  editLabel,
  onEdit,
  editDisabled,
  deleteLabel,
  onDelete,
  deleteDisabled,
  accent,
}: ItemCardProps) {
  const { t } = useTranslation('settings');
  return (
    <Card.Root
      as="article"
      aria-label={name}
      size="sm"
      variant="outline"
      borderRadius="xl"
      bg="bg"
      shadow="xs"
      overflow="hidden"
      h="full"
      style={accent ? { borderTop: `4px solid ${accent}` } : undefined}
    >
      <Card.Body gap="3">
        <HStack align="flex-start" gap="3">
          {leading}
          <Box flex="1" minW="0">
            <HStack gap="2" wrap="wrap" minH="6">
              <Text as="h3" fontWeight="semibold" lineClamp="2" wordBreak="break-word">
                {name}
              </Text>
              {isDefault ? <DefaultBadge /> : null}
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

/** The last cell of a wizard's card group: adds an item. */
export function AddTile({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="outline"
      colorPalette="brand"
      borderStyle="dashed"
      borderWidth="2px"
      borderRadius="xl"
      h="full"
      minH="28"
      flexDirection="column"
      gap="2"
      whiteSpace="normal"
      color="brand.fg"
      bg="bg"
      _hover={{ bg: 'brand.subtle' }}
      onClick={onClick}
    >
      <PlusIcon boxSize="5" />
      {label}
    </Button>
  );
}

/** The parts of an RTK Query list result the section needs. */
interface ListQuery<T> {
  data?: { data: T[] };
  error?: ApiError;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface CardSectionProps<T> {
  variant: ListVariant;
  /** The wizard's heading of the group (the page has the layout's title). */
  title: string;
  description: string;
  addLabel: string;
  onAdd: () => void;
  query: ListQuery<T>;
  loadingLabel: string;
  errorTitle: string;
  empty: { icon: ReactNode; title: string; description: string };
  /** The narrowest a card may get. */
  minCardWidth?: string;
  /** Wizard: one row scrolled sideways instead of a grid (service categories). */
  horizontal?: boolean;
  keyOf: (item: T) => string;
  renderCard: (item: T) => ReactNode;
  /** Above the cards on the page (tabs, a search field). */
  toolbar?: ReactNode;
}

/**
 * A list as a group of cards. On its page: the description and an "add" button above a grid,
 * with loading, error (with retry) and empty states. In the wizard: a heading and the cards
 * followed by an "add" tile.
 */
export function CardSection<T>({
  variant,
  title,
  description,
  addLabel,
  onAdd,
  query,
  loadingLabel,
  errorTitle,
  empty,
  minCardWidth = '17rem',
  horizontal = false,
  keyOf,
  renderCard,
  toolbar,
}: CardSectionProps<T>) {
  const wizard = variant === 'wizard';
  const items = query.data?.data;
  const cardWidth = `minmax(${minCardWidth}, 1fr)`;
  const grid = (cells: ReactNode) =>
    wizard && horizontal ? (
      <Grid
        gridAutoFlow="column"
        gridAutoColumns={`minmax(${minCardWidth}, ${minCardWidth})`}
        gap="4"
        overflowX="auto"
        pb="2"
        alignItems="stretch"
      >
        {cells}
      </Grid>
    ) : (
      <Grid templateColumns={`repeat(auto-fill, ${cardWidth})`} gap="4" alignItems="stretch">
        {cells}
      </Grid>
    );

  let body: ReactNode;
  if (query.isLoading) {
    body = (
      <Box role="status" aria-busy="true" aria-label={loadingLabel}>
        {grid(
          Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height="28" borderRadius="xl" />),
        )}
      </Box>
    );
  } else if (!items) {
    body = (
      <QueryError
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (items.length === 0 && !wizard) {
    body = (
      <EmptyList
        {...empty}
        action={
          <Button onClick={onAdd} variant="outline">
            <PlusIcon />
            {addLabel}
          </Button>
        }
      />
    );
  } else {
    body = (
      <Stack gap="3">
        {query.error ? (
          <QueryError
            title={errorTitle}
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : null}
        {grid(
          <>
            {items.map((item) => (
              <Box key={keyOf(item)} minW="0">
                {renderCard(item)}
              </Box>
            ))}
            {wizard ? <AddTile label={addLabel} onClick={onAdd} /> : null}
          </>,
        )}
      </Stack>
    );
  }

  if (wizard) {
    return (
      <Stack gap="4" as="section" aria-label={title}>
        <Box>
          <Heading as="h2" size="lg">
            {title}
          </Heading>
          <Text color="fg.muted" fontSize="sm" mt="0.5">
            {description}
          </Text>
        </Box>
        {toolbar}
        {body}
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        gap="4"
      >
        <Text color="fg.muted" maxW="2xl">
          {description}
        </Text>
        <Button onClick={onAdd} flexShrink="0">
          <PlusIcon />
          {addLabel}
        </Button>
      </Flex>
      {toolbar}
      {body}
    </Stack>
  );
}

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The field focused when the dialog opens. */
  initialFocus: RefObject<HTMLElement | null>;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** The spec's dialog widths (e.g. 900px for partners). */
  maxW?: string;
  children: ReactNode;
}

/** The frame of an add/edit dialog; its form is the child (mounted while open). */
export function FormDialog({
  open,
  onOpenChange,
  initialFocus,
  size = 'md',
  maxW,
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
          <Dialog.Content maxW={maxW}>{children}</Dialog.Content>
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
  /** Messages of the server that belong to no field. */
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
  const { t } = useTranslation('settings');
  return (
    // `display: contents`: header, body and footer stay the dialog's own rows, so a long form
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

interface SwitchFieldProps {
  label: string;
  /** A line under the label saying what the switch does. */
  description?: string | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  errors?: readonly string[] | undefined;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/** An on/off setting with its explanation, in a bordered row. */
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
        <Switch.HiddenInput ref={inputRef} role="switch" />
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

interface RemoveDialogProps<T> {
  dialog: DialogControl<T>;
  /** The locale section of the list (`sources`): its `delete.*` texts. */
  texts: string;
  nameOf: (item: T) => string;
  /** Runs the command (its error, if any, is notified globally). */
  remove: (item: T, idempotencyKey: string) => Promise<unknown>;
  loading: boolean;
}

/** "Delete …?" before a delete, then the command and a notice of the outcome. */
export function RemoveDialog<T>({ dialog, texts, nameOf, remove, loading }: RemoveDialogProps<T>) {
  const { t } = useTranslation('settings');
  const name = dialog.item ? nameOf(dialog.item) : '';
  const confirm = async () => {
    const item = dialog.item;
    if (!item) return;
    try {
      await remove(item, newIdempotencyKey());
      toaster.create({
        type: 'success',
        title: t(`${texts}.delete.success`, { name }),
        closable: true,
        duration: SUCCESS_DURATION_MS,
      });
    } catch {
      // The error notification says why (a default item, one still in use).
    }
    dialog.onOpenChange(false);
  };
  return (
    <ConfirmDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title={t(`${texts}.delete.title`)}
      description={t(`${texts}.delete.description`, { name })}
      confirmLabel={t('actions.delete')}
      loading={loading}
      onConfirm={() => void confirm()}
    />
  );
}

/** The success notice of a saved form. */
export const notifySaved = (title: string, name: string): void => {
  toaster.create({
    type: 'success',
    title,
    description: name,
    closable: true,
    duration: SUCCESS_DURATION_MS,
  });
};
