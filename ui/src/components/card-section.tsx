import { Box, Button, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PlusIcon } from './icons';
import { ListIntro } from './list-intro';
import { EmptyList, type ListQuery } from './list-states';
import { QueryError } from './query-error';

/** Where a list is shown: its own page, or a step of the setup wizard (settings spec §2). */
export type ListVariant = 'page' | 'wizard';

/** The last cell of a wizard's card group: a dashed tile that adds an item (brand text). */
export function AddTile({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="outline"
      colorPalette="brand"
      layerStyle="dashedTile"
      h="full"
      minH="28"
      flexDirection="column"
      gap="2"
      whiteSpace="normal"
      bg="bg"
      // Over its own white (which beats the button's hover tint): the brand's tint.
      _hover={{ bg: 'brand.subtle' }}
      onClick={onClick}
    >
      <PlusIcon boxSize="5" />
      {label}
    </Button>
  );
}

interface CardSectionProps<T> {
  variant: ListVariant;
  /** The wizard's heading of the group (the page has the layout's title). */
  title: string;
  /** What the list is for: beside the "add" button on the page, under the heading in the wizard. */
  description: string;
  /** The "add" button's (tile's) text. */
  addLabel: string;
  onAdd: () => void;
  /** The RTK Query list result. */
  query: ListQuery<T>;
  /** The accessible name of the skeleton while the list loads. */
  loadingLabel: string;
  /** The title of the error shown when the list could not be read. */
  errorTitle: string;
  /** The page's empty state (the wizard shows just the "add" tile). */
  empty: { icon: ReactNode; title: string; description: string };
  /** The narrowest a card may get. */
  minCardWidth?: string;
  /** Wizard: one row scrolled sideways instead of a grid (service categories). */
  horizontal?: boolean;
  keyOf: (item: T) => string;
  /** One item's card (an `ItemCard`). */
  renderCard: (item: T) => ReactNode;
  /** Above the cards (tabs, a search field). */
  toolbar?: ReactNode;
}

/** A card section's words: its heading, "add", loading, error and empty texts. */
export type CardSectionTexts = Pick<
  CardSectionProps<unknown>,
  'title' | 'description' | 'addLabel' | 'loadingLabel' | 'errorTitle' | 'empty'
>;

/**
 * A card section's words from the keys a list keeps under one prefix (`roles`): `.title`,
 * `.subtitle`, `.add`, `.list.loading`, `.list.error`, `.empty.description`, and the empty
 * list's title (`.empty.title` unless another key is named).
 */
export function cardSectionTexts(
  t: (key: string) => string,
  prefix: string,
  icon: ReactNode,
  emptyTitleKey = `${prefix}.empty.title`,
): CardSectionTexts {
  return {
    title: t(`${prefix}.title`),
    description: t(`${prefix}.subtitle`),
    addLabel: t(`${prefix}.add`),
    loadingLabel: t(`${prefix}.list.loading`),
    errorTitle: t(`${prefix}.list.error`),
    empty: { icon, title: t(emptyTitleKey), description: t(`${prefix}.empty.description`) },
  };
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
    body = <QueryError title={errorTitle} query={query} />;
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
        {query.error ? <QueryError title={errorTitle} query={query} /> : null}
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
      <ListIntro description={description} addLabel={addLabel} onAdd={onAdd} />
      {toolbar}
      {body}
    </Stack>
  );
}
