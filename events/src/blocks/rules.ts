import { minutesOf } from '../reservations/rules';
import type { Block } from './events';

/** Whole-night blocks run noon to noon, like night stays (a departure and a block never clash). */
const NIGHT_BOUNDARY = '12:00';

/**
 * The span a block takes its room: whole nights from noon of `startDate` to noon of `endDate`
 * (the day the room is back on sale), or from `startDate startTime` to `endDate endTime`.
 */
export const blockSpan = (
  block: Pick<Block, 'startDate' | 'endDate' | 'isTime' | 'startTime' | 'endTime'>,
): { start: number; end: number } =>
  block.isTime
    ? {
        start: minutesOf(block.startDate, block.startTime ?? '00:00'),
        end: minutesOf(block.endDate, block.endTime ?? '00:00'),
      }
    : {
        start: minutesOf(block.startDate, NIGHT_BOUNDARY),
        end: minutesOf(block.endDate, NIGHT_BOUNDARY),
      };
