import {
  Box,
  Card,
  Heading,
  Input,
  InputGroup,
  SimpleGrid,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '../../components/list-states';
import { ToggleChip } from '../../components/toggle-chip';
import { HelpIcon, PlayIcon, SearchIcon } from '../../components/icons';
import { HELP_PAGE_IDS, type HelpPageId, HELP_PAGES, helpArticles } from './help-topics';

interface HelpBrowserProps {
  /** The chosen help page; null: every page. */
  pageId: HelpPageId | null;
  onPageChange: (pageId: HelpPageId | null) => void;
  search: string;
  onSearchChange: (search: string) => void;
  /** Focus the search field when shown (the sheet). */
  autoFocus?: boolean;
}

/**
 * The help centre's content (operations spec §2): a search field, a chip per help page and
 * the articles as cards (with their video when one exists). Used by the fullscreen sheet and
 * by the /helps pages.
 */
export function HelpBrowser({
  pageId,
  onPageChange,
  search,
  onSearchChange,
  autoFocus = false,
}: HelpBrowserProps) {
  const { t } = useTranslation('help');
  const searching = search.trim() !== '';
  const articles = helpArticles(t, search.trim(), searching ? null : pageId);
  const allOn = pageId === null && !searching;
  /** A chip chosen: its page's articles (all of them for "All"), the search cleared. */
  const choose = (id: HelpPageId | null) => {
    onSearchChange('');
    onPageChange(id);
  };
  return (
    <Stack gap="5">
      <InputGroup startElement={<SearchIcon boxSize="4" />} maxW="xl">
        <Input
          type="search"
          aria-label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={search}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the help sheet is opened to search it
          autoFocus={autoFocus}
          onChange={(e) => onSearchChange(e.target.value)}
        />
      </InputGroup>
      <Wrap gap="2" role="group" aria-label={t('title')}>
        <PageChip on={allOn} onChoose={() => choose(null)}>
          {t('all')}
        </PageChip>
        {HELP_PAGE_IDS.map((id) => {
          const on = pageId === id && !searching;
          return (
            <PageChip key={id} on={on} onChoose={() => choose(id)}>
              {t(`pages.${id}.name`)}
              <Text as="span" color={on ? 'inherit' : 'fg.subtle'} fontSize="xs">
                {HELP_PAGES[id].length}
              </Text>
            </PageChip>
          );
        })}
      </Wrap>
      {articles.length === 0 ? (
        <EmptyList
          icon={<HelpIcon />}
          title={t('noResults', { query: search.trim() })}
          description={t('description')}
        />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" data-testid="help-articles">
          {articles.map((article) => (
            <Card.Root
              key={`${article.pageId}.${article.id}`}
              as="article"
              borderRadius="xl"
              data-testid={`help-${article.pageId}-${article.id}`}
            >
              {article.video ? (
                <Box position="relative" borderTopRadius="xl" overflow="hidden" bg="black">
                  <video
                    src={article.video}
                    loop
                    autoPlay
                    muted
                    playsInline
                    controls
                    aria-label={t('video')}
                    style={{ width: '100%', display: 'block' }}
                  />
                  <PlayIcon position="absolute" top="2" left="2" color="white" boxSize="4" />
                </Box>
              ) : null}
              <Card.Body gap="2">
                <Text
                  fontSize="xs"
                  color="brand.fg"
                  fontWeight="semibold"
                  textTransform="uppercase"
                >
                  {article.pageName}
                </Text>
                <Heading as="h3" size="md">
                  {article.name}
                </Heading>
                <Text color="fg.muted" fontSize="sm" lineHeight="tall">
                  {article.content}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** A help page's chip (or "All"): on in the brand's colour, off in grey. */
function PageChip({
  on,
  onChoose,
  children,
}: {
  on: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <ToggleChip on={on} size="sm" colorPalette={on ? 'brand' : 'gray'} onClick={onChoose}>
      {children}
    </ToggleChip>
  );
}
