/** Server messages of channel connections, keys, mappings and the inbound API, in both languages. */
export const channelMessages = {
  'validation.channelCode': {
    mn: 'Зөвхөн латин үсэг, тоо, тэмдэгт (хоосон зайгүй) оруулна уу.',
    en: 'Use Latin letters, digits and signs only, without spaces.',
  },
  'validation.channelCodeTwice': {
    mn: 'Энэ код жагсаалтад хоёр удаа байна.',
    en: 'This code is in the list twice.',
  },
  'channel.nameTaken': {
    mn: '"{name}" суваг аль хэдийн нэмэгдсэн байна.',
    en: 'The channel "{name}" is already added.',
  },
  'channel.keyRevoked': {
    mn: 'Энэ API түлхүүр аль хэдийн хүчингүй болсон байна.',
    en: 'This API key is already revoked.',
  },
  'channel.roomCodeUnmapped': {
    mn: '"{code}" өрөөний код манай өрөөний төрөлтэй холбогдоогүй байна.',
    en: 'The room code "{code}" is not mapped to a room type of ours.',
  },
  'channel.rateCodeUnmapped': {
    mn: '"{code}" үнийн код манай үнийн төрөлтэй холбогдоогүй байна.',
    en: 'The rate code "{code}" is not mapped to a rate plan of ours.',
  },
  'channel.rateNotOfRoomType': {
    mn: '"{code}" үнийн кодын үнийн төрөл "{roomCode}" өрөөний төрөлд хамаарахгүй.',
    en: 'The rate plan of rate code "{code}" is not of the room type of "{roomCode}".',
  },
  'channel.reservationCanceled': {
    mn: 'Сувгийн {id} захиалга цуцлагдсан тул өөрчлөх боломжгүй.',
    en: 'The channel reservation {id} is canceled and cannot be changed.',
  },
  'channel.reservationUnknown': {
    mn: 'Сувгийн {id} захиалга олдсонгүй.',
    en: 'The channel reservation {id} was not found.',
  },
  'channel.oneChangeAtATime': {
    mn: 'Огноо болон өрөөний төрлийг нэг дор өөрчлөх боломжгүй: эхлээд нэгийг нь илгээнэ үү.',
    en: 'Dates and room type cannot change in one request: send one change, then the other.',
  },
  'channel.holdNotHeld': {
    mn: 'Энэ захиалга өрөөг барьж байгаа үед л захиалга болгох боломжтой.',
    en: 'Only a booking that holds its room can be made a reservation.',
  },
  'channel.rateNotOfRoom': {
    mn: 'Энэ үнийн төрөл өрөөний төрөлд хамаарахгүй.',
    en: "This rate plan is not of the room's type.",
  },
} as const;
