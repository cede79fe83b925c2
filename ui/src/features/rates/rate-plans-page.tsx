import { NotFoundPage } from '../../components/not-found-page';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { RatePlansBoard } from './rate-plans-board';

/** Route `/p/{slug}/s/rate/plans` (manage-rates): the rate plans of each room type. */
export function RatePlansPage() {
  const { slug } = useCurrentHotel();
  if (!slug) return <NotFoundPage />;
  return <RatePlansBoard slug={slug} />;
}
