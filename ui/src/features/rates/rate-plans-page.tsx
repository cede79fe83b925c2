import { RatePlansBoard } from './rate-plans-board';
import { propertyPage } from '../../components/property-page';

/** Route `/p/{slug}/s/rate/plans` (manage-rates): the rate plans of each room type. */
export const RatePlansPage = propertyPage(RatePlansBoard);
