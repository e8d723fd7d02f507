/** What the next request gets instead of an answer. */
export type TcgdexFault =
  | { kind: 'pass' }
  | { kind: 'status'; status: number; retryAfter?: string }
  | { kind: 'hang' }
  | { kind: 'reset' }
  | { kind: 'garbage' }
  | { kind: 'truncated' }
  | { kind: 'schema' }
  | { kind: 'huge'; bytes?: number }
  /** A redirect to `location` (another origin: it must not be followed). */
  | { kind: 'redirect'; location: string; status?: number }
  /** A body that trickles a byte every `intervalMs` for `maxMs`: no idle timeout ever fires. */
  | { kind: 'trickle'; intervalMs: number; maxMs: number }
  /** 200 with nothing in it: `[]` (with `contentType`, default JSON). */
  | { kind: 'empty'; contentType?: string };

export interface FakeTcgdexRequest {
  method: string | undefined;
  path: string;
  search: string;
  /** Time the stand-in took to answer (without injected latency). */
  ms: number;
}

export interface FakeTcgdex {
  /** Base URL, `http://127.0.0.1:<port>/v2`. */
  url: string;
  requests: FakeTcgdexRequest[];
  faults: TcgdexFault[];
  /** What every request gets once `faults` is empty (null: a normal answer): a server that is down or broken. */
  mode: TcgdexFault | null;
  /** Added to every answer, to measure batching against latency. */
  latencyMs: number;
  /** Requests being answered now, and the most at once since the last reset. */
  inFlight: number;
  maxInFlight: number;
  close(): Promise<void>;
}

/** The part of a read checkout (`readTcgdexCheckout`) the stand-in serves. */
export interface FakeTcgdexCheckout {
  root: string;
  sets: { id: string; data: object; serie: { id: string; name: Record<string, string | undefined> } }[];
  cards: { id: string; localId: string; setId: string; data: object }[];
}

export function startFakeTcgdex(
  checkout: FakeTcgdexCheckout,
  options?: { pocket?: boolean; lifetimeMs?: number },
): Promise<FakeTcgdex>;

export function refusedUrl(): Promise<string>;
