// The API of `bloomfilter` (Jason Davies, BSD-3-Clause) the read-model fold uses.
declare module 'bloomfilter' {
  export class BloomFilter {
    constructor(bits: number, hashes: number);
    /** A filter sized for `n` values answering a false "maybe" at about `error` of the tests. */
    static withTargetError(n: number, error: number): BloomFilter;
    add(value: string): void;
    test(value: string): boolean;
  }
}
