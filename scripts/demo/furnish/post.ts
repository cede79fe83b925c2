/** What a furnishing step posts with: the owner's caller, each command under its own demo key. */
export interface Created {
  readonly id: string;
}

export type DemoPost = <Body = Created>(path: string, body: unknown, key: string) => Promise<Body>;
