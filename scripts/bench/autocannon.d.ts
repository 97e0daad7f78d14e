// The parts of autocannon's API the benches use (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      body?: string;
      headers?: Record<string, string>;
      setupRequest?: (req: Request) => Request;
    }
    interface Options {
      url: string;
      headers?: Record<string, string>;
      requests?: Request[];
      duration?: number;
      connections?: number;
      /** Requests per second across all connections (a fixed rate instead of as fast as possible). */
      overallRate?: number;
    }
    interface Result {
      latency: { p50: number; p99: number; average: number };
      requests: { average: number; total: number };
      non2xx: number;
      errors: number;
      /** Responses with a 2xx status. */
      '2xx': number;
    }
  }
  function autocannon(
    opts: autocannon.Options,
    cb: (err: Error | null, result: autocannon.Result) => void,
  ): unknown;
  export default autocannon;
}
