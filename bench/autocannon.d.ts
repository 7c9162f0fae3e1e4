/** The part of autocannon's programmatic API the bench uses (the package ships no types). */
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: Request[];
    method?: string;
    body?: string;
  }
  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    /** Answers per HTTP status, e.g. { '200': { count: 10 } }. */
    statusCodeStats?: Record<string, { count: number }>;
    errors: number;
    timeouts: number;
    duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
