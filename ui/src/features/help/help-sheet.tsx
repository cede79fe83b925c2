import { Button, Dialog, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { propertyPath } from '../../lib/property-pages';
import { DialogCloseButton, DialogFrame } from '../../components/dialog-frame';
import { useLocalizedPath } from '../../components/use-localized-path';
import { HelpBrowser } from './help-browser';
import type { HelpPageId } from './help-topics';

interface HelpSheetProps {
  slug: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The help page about the screen the user is on. */
  initialPage: HelpPageId;
}

/** The fullscreen, searchable help sheet the top bar's help button opens. */
export default function HelpSheet({ slug, open, onOpenChange, initialPage }: HelpSheetProps) {
  const { t } = useTranslation('help');
  const localized = useLocalizedPath();
  const [pageId, setPageId] = useState<HelpPageId | null>(initialPage);
  const [search, setSearch] = useState('');
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      size="full"
      motionPreset="slide-in-bottom"
      scrollBehavior="inside"
      testId="help-sheet"
    >
      <Dialog.Header>
        <Flex justify="space-between" align="center" gap="4" w="full" pe="10" wrap="wrap">
          <div>
            <Dialog.Title>{t('title')}</Dialog.Title>
            <Text color="fg.muted" fontSize="sm">
              {t('description')}
            </Text>
          </div>
          <Button asChild size="sm" variant="outline" onClick={() => onOpenChange(false)}>
            <RouterLink
              to={localized(
                pageId ? propertyPath(slug, 'help', { id: pageId }) : propertyPath(slug, 'helps'),
              )}
            >
              {t('openPage')}
            </RouterLink>
          </Button>
        </Flex>
      </Dialog.Header>
      <Dialog.Body>
        <HelpBrowser
          pageId={pageId}
          onPageChange={setPageId}
          search={search}
          onSearchChange={setSearch}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the sheet is opened to search the help
          autoFocus
        />
      </Dialog.Body>
      <DialogCloseButton colorPalette="gray" label={t('close')} />
    </DialogFrame>
  );
}
