/** Server messages of the ARI push, in both languages. */
export const ariMessages = {
  'validation.ariUrl': {
    mn: 'http:// эсвэл https://-ээр эхэлсэн бүтэн хаяг оруулна уу.',
    en: 'Enter a whole address starting with http:// or https://.',
  },
  'validation.otaCode': {
    mn: 'Зөвхөн үсэг, тоо болон - _ . @ тэмдэгт оруулна уу.',
    en: 'Use letters, digits and - _ . @ only.',
  },
  'ari.noEndpoint': {
    mn: 'Энэ сувагт ARI хаяг тохируулаагүй байна.',
    en: 'This channel has no ARI endpoint.',
  },
  'ari.disabled': {
    mn: 'Энэ сувгийн ARI илгээлт идэвхгүй байна.',
    en: 'The ARI push of this channel is disabled.',
  },
  'ari.nothingMapped': {
    mn: 'Энэ сувагт холбогдсон өрөөний төрөл алга.',
    en: 'This channel has no mapped room type.',
  },
} as const;
