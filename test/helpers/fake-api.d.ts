/** What the next request gets instead of an answer. */
export type Fault =
  | { kind: 'status'; status: number; retryAfter?: string }
  | { kind: 'hang' }
  | { kind: 'garbage' }
  | { kind: 'truncated' }
  | { kind: 'schema' };

export interface FakeApi {
  url: string;
  requests: { path: string; q: string | null; apiKey: string | undefined }[];
  faults: Fault[];
  /** Added to every answer, to measure batching against latency. */
  latencyMs: number;
  /** When set, every card's image URLs point here (to prove nothing follows URLs found in data). */
  imageBase: string | null;
  close(): Promise<void>;
}

export function startFakeApi(dataDir: string): Promise<FakeApi>;
