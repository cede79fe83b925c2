import { writeFile } from 'node:fs/promises';
import { addDays } from '@hotel/events/dates';
import { findDocument } from '@hotel/projection-service/documents/routes';
import { documentModel } from '@hotel/projection-service/documents/render/model';
import { documentPdf } from '@hotel/projection-service/documents/render/pdf';
import { call, hotelWithRooms, startListeningApp } from './http-hotel';
import { progress } from './support';

const expectStatus = (answer: { status: number; body: unknown }, status: number, what: string) => {
  if (answer.status !== status) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
};

export interface DocumentPdfOptions {
  /** Stays in the group whose confirmation letter is rendered. */
  readonly stays: number;
  /** Renders timed (after two untimed ones). */
  readonly runs: number;
}

export const documentPdfOptions = (quick: boolean): DocumentPdfOptions => ({
  stays: 10,
  runs: quick ? 7 : 21,
});

export interface DocumentPdfResult {
  /** Median ms to render one group confirmation letter's PDF from its data. */
  readonly documentPdfMs: number;
  readonly minMs: number;
  readonly maxMs: number;
  readonly runs: number;
  readonly stays: number;
  readonly pages: number;
  readonly bytes: number;
}

/**
 * The PDF of a group's confirmation letter (issue 15): a hotel with the stays booked over HTTP,
 * the document's data read as GET /documents/groups/:id reads it, then the PDF rendered
 * (documents/render: the layout and pdfkit with the embedded DejaVu fonts) `runs` times.
 * BENCH_PDF_OUT=<file> keeps the last PDF to look at.
 */
export const runDocumentPdfBench = async (
  options: DocumentPdfOptions,
): Promise<DocumentPdfResult> => {
  const app = await startListeningApp();
  try {
    const hotel = await hotelWithRooms(app.baseUrl, { roomTypes: 2, roomsPerType: options.stays });
    const [first, second] = hotel.roomTypes;
    if (!first || !second) throw new Error('no room types');
    const half = Math.ceil(options.stays / 2);
    const booked = await call(app.baseUrl, 'POST', '/reservations/book', {
      token: hotel.token,
      propertyId: hotel.propertyId,
      body: {
        stayType: 'night',
        checkIn: hotel.workingDate,
        checkOut: addDays(hotel.workingDate, 3),
        roomTypes: [
          { roomTypeId: first.id, numberOfGuests: 2, quantity: half },
          { roomTypeId: second.id, numberOfGuests: 1, quantity: options.stays - half },
        ],
        guest: {
          name: 'Өлзийбаяр',
          surname: 'Гүрсэд',
          email: 'guest@example.mn',
          phoneNumber: '99112233',
        },
      },
    });
    expectStatus(booked, 201, 'booking');
    const groupId = booked.body.groupId as string;
    const read = await call(app.baseUrl, 'GET', `/documents/groups/${groupId}?language=mn`, {
      token: hotel.token,
      propertyId: hotel.propertyId,
      minPosition: booked.body.position as string,
    });
    expectStatus(read, 200, 'document');
    const data = await findDocument(
      app.readStore,
      hotel.propertyId,
      { id: groupId, isGroup: true },
      'mn',
    );
    if (!data || data.reservations.length !== options.stays)
      throw new Error('the group has not all its stays');
    progress(`document pdf: ${options.stays} stays, ${options.runs} renders`);
    const times: number[] = [];
    let pdf: Buffer = Buffer.alloc(0);
    for (let n = -2; n < options.runs; n++) {
      const started = performance.now();
      pdf = await documentPdf(documentModel(data, 'reservation', 'mn'));
      if (n >= 0) times.push(performance.now() - started);
    }
    if (process.env.BENCH_PDF_OUT) await writeFile(process.env.BENCH_PDF_OUT, pdf);
    times.sort((a, b) => a - b);
    return {
      documentPdfMs: times[Math.floor(times.length / 2)] ?? Number.NaN,
      minMs: times[0] ?? Number.NaN,
      maxMs: times.at(-1) ?? Number.NaN,
      runs: times.length,
      stays: options.stays,
      pages: (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length,
      bytes: pdf.length,
    };
  } finally {
    await app.close();
  }
};
