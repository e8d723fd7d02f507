/** What the next request gets instead of an answer. */
export type Fault =
  | { kind: 'status'; status: number; retryAfter?: string }
  | { kind: 'hang' }
  | { kind: 'garbage' }
  | { kind: 'truncated' }
  | { kind: 'schema' }
  /** A redirect to `location` (another origin, to see whether the API key follows). */
  | { kind: 'redirect'; location: string; status?: number }
  /** A body that trickles a byte every `intervalMs` for `maxMs`: no idle timeout ever fires. */
  | { kind: 'trickle'; intervalMs: number; maxMs: number }
  /** A body that does not end: up to `maxBytes`, counted in `bytesSent`. */
  | { kind: 'endless'; maxBytes: number }
  /** `{"data": []}` with `contentType` (default text/html) and no totals: an empty answer that is no answer. */
  | { kind: 'empty'; contentType?: string };

export interface FakeApi {
  url: string;
  requests: { path: string; q: string | null; apiKey: string | undefined }[];
  faults: Fault[];
  /** What every request gets once `faults` is empty (null: a normal answer). */
  mode: Fault | null;
  /** Added to every answer, so that requests sent together are seen in flight together. */
  latencyMs: number;
  /** Only the first this many sets of the set list (null: all), for tests that sync a small API. */
  setCount: number | null;
  /** When set, every card's image URLs point here (to prove nothing follows URLs found in data). */
  imageBase: string | null;
  /** Requests being answered now, and the most at once. */
  inFlight: number;
  maxInFlight: number;
  /** Bytes of `endless` bodies written so far. */
  bytesSent: number;
  close(): Promise<void>;
}

export function startFakeApi(dataDir: string): Promise<FakeApi>;
