/**
 * The spec's default-source rule (operations spec §4): a booking on the hotel's default source
 * (no external channel), arriving on the working date with a room chosen, is a guest at the
 * desk, and is saved pending whatever status was asked for. The decider applies it; the
 * stepper imports this very function to say so where the status is chosen. No imports, so the
 * UI can take it without the rest of the vocabulary.
 */
export interface WalkInFacts {
  /** The booking's source is the property's default one. */
  readonly sourceIsDefault: boolean;
  /** The source's external channel (`ihotel`), null for the hotel's own sources. */
  readonly serviceName: string | null;
  readonly checkIn: string;
  readonly workingDate: string;
  /** At least one room of the booking is chosen (not only its room type). */
  readonly roomChosen: boolean;
}

export const keepsPending = (facts: WalkInFacts): boolean =>
  facts.sourceIsDefault &&
  facts.serviceName === null &&
  facts.checkIn === facts.workingDate &&
  facts.roomChosen;
