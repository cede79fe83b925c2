import { Badge, Box, Card, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons } from './edit-delete-buttons';

/** "Default" on the item every property starts with, or the one chosen as the default. */
export function DefaultBadge() {
  const { t } = useTranslation();
  return (
    <Badge colorPalette="brand" variant="subtle" borderRadius="full" flexShrink="0">
      {t('default')}
    </Badge>
  );
}

interface ItemCardProps {
  /** The item's name: the card's heading and its accessible name. */
  name: string;
  /** Shows a "Default" badge beside the name. */
  isDefault?: boolean;
  /** Left of the name: a colour mark, initials or an icon. */
  leading?: ReactNode;
  /** Under the name (muted, small). */
  meta?: ReactNode;
  /** The card's body under the heading row. */
  children?: ReactNode;
  /** The edit button's accessible name ("Edit Cash"). */
  editLabel: string;
  onEdit: () => void;
  /** Why editing is not possible; the button is disabled with this as its tooltip. */
  editDisabled?: string | null;
  /** The delete button's accessible name ("Delete Cash"). */
  deleteLabel: string;
  onDelete: () => void;
  /** Why deleting is not possible (a default item); the button is disabled with this as its tooltip. */
  deleteDisabled?: string | null;
  /** A line of this colour along the top. */
  accent?: string;
}

/** One item of a list as a card (an `article` named by the item): name, badge, details, edit and delete. */
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
  return (
    <Card.Root
      as="article"
      aria-label={name}
      size="sm"
      variant="outline"
      layerStyle="card"
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
          <EditDeleteButtons
            flexShrink="0"
            mt="-1"
            me="-1"
            edit={{ label: editLabel, onClick: onEdit, disabledReason: editDisabled }}
            remove={{ label: deleteLabel, onClick: onDelete, disabledReason: deleteDisabled }}
          />
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
