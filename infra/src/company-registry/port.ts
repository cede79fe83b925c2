/**
 * The company registry port: step 1 of adding a property looks the company's register number
 * up. Whether the number is already taken by a property is not the registry's business: the
 * command side checks that against the `registry-properties` stream, the authority.
 */
export type CompanyLookup =
  /** The number names a company; `companyName` is null when the registry does not say it. */
  | { readonly found: true; readonly companyName: string | null }
  /** The registry knows no company with this number. */
  | { readonly found: false };

export interface CompanyRegistry {
  /** `local` (format only) or `http` (a configured registry, falling back to `local`). */
  readonly kind: string;
  lookup(registerNo: string): Promise<CompanyLookup>;
}
