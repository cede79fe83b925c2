import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { propertyPath } from '../../lib/property-pages';
import { NotFoundPage } from '../../components/not-found-page';
import { PageIntro } from '../../components/page-intro';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useLocalizedPath } from '../../components/use-localized-path';
import { HelpBrowser } from './help-browser';
import { isHelpPageId } from './help-topics';

/**
 * Routes `/helps` and `/helps/{id}` (every user of the property): the help centre as a page,
 * each chip a page of its own (so a help page can be linked to).
 */
export function HelpPage() {
  const { t } = useTranslation('help');
  const { slug } = useCurrentHotel();
  const { id } = useParams();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [search, setSearch] = useState('');
  if (!slug || (id !== undefined && !isHelpPageId(id))) return <NotFoundPage />;
  return (
    <Stack gap="5">
      <PageIntro>{t('description')}</PageIntro>
      <HelpBrowser
        pageId={isHelpPageId(id) ? id : null}
        onPageChange={(pageId) =>
          void navigate(
            localized(
              pageId ? propertyPath(slug, 'help', { id: pageId }) : propertyPath(slug, 'helps'),
            ),
          )
        }
        search={search}
        onSearchChange={setSearch}
      />
    </Stack>
  );
}
