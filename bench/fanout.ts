import { openEventStream, type EventStream } from './sse-streams';
import { percentile } from './stats';
import type { RunningProcess } from './processes';
import { signInMany } from './sessions';

/** A circle seats at most 50, and the server allows 20 streams per user: 1,000 streams per circle. */
const MEMBERS_PER_CIRCLE = 50;
const STREAMS_PER_USER = 20;
const STREAMS_PER_CIRCLE = MEMBERS_PER_CIRCLE * STREAMS_PER_USER;

export interface FanoutResult {
  streams: number;
  rounds: number;
  /** Changes that arrived, and those that did not within 5 s. */
  delivered: number;
  missed: number;
  /** Delivery time after the response to the request that caused it (negative: it came first). */
  afterResponse: { p50: number; p99: number };
  /** Delivery time after the request was sent. */
  afterRequest: { p50: number; p99: number };
  /** Server RSS growth while the streams were open, per stream. */
  rssPerStreamKb: number;
  /**
   * The server's CPU time over the rounds (the moves and their fan-out), per change delivered: its own cost of
   * a delivery, which this process's turn at reading thousands of sockets does not enter.
   */
  serverCpuPerDeliveryUs: number;
}

interface Circle {
  id: string;
  /** The member who leaves and rejoins: each move tells all 50 members (the mover included). */
  moverCookie: string;
  streams: EventStream[];
}

const post = async (base: string, path: string, cookie: string, body?: unknown) => {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { cookie, origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: HTTP ${response.status} ${await response.text()}`);
  return response.json() as Promise<{ circle: { id: string } }>;
};

interface CircleSetUp {
  id: string;
  members: string[];
}

/** Circles of 50 signed-in members each (their cookies), the last of whom will move. */
async function setUpCircles(
  app: RunningProcess,
  circleCount: number,
  firstUser: number,
): Promise<CircleSetUp[]> {
  const users = Array.from({ length: circleCount * MEMBERS_PER_CIRCLE }, (_, i) => firstUser + i);
  const cookies = await signInMany(app.base, users);
  const circles: CircleSetUp[] = [];
  for (let c = 0; c < circleCount; c += 1) {
    const members = cookies.slice(c * MEMBERS_PER_CIRCLE, (c + 1) * MEMBERS_PER_CIRCLE);
    const { circle } = await post(app.base, '/api/circles', members[0]!, {
      name: `Fan-out ${c + 1} ${Date.now()}`,
      focus: 'Benchmark',
      level: 'Beginner',
      privacy: 'open',
      capacity: MEMBERS_PER_CIRCLE,
    });
    for (const cookie of members.slice(1)) await post(app.base, `/api/circles/${circle.id}/join`, cookie);
    circles.push({ id: circle.id, members });
  }
  return circles;
}

/** Every member's 20 streams, opened a user at a time. */
async function openStreams(app: RunningProcess, circle: CircleSetUp): Promise<Circle> {
  const streams: EventStream[] = [];
  for (const cookie of circle.members) {
    const opened = await Promise.all(
      Array.from({ length: STREAMS_PER_USER }, () => openEventStream(app.base, cookie, 'circles')),
    );
    streams.push(...opened);
  }
  return { id: circle.id, moverCookie: circle.members.at(-1)!, streams };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForDeliveries(streams: EventStream[], timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline && streams.some((stream) => stream.arrivedAt === undefined))
    await settle(5);
}

/**
 * Live-update fan-out: `streams` open event streams (members of circles of 50, 20 tabs each); each round one
 * member of every circle leaves or rejoins at the same moment, which the server tells to all 50 members. Measures
 * when each stream receives the change relative to the request and its response, and the server's memory per
 * stream. Users from `firstUser` on are used (they must exist: streams / 20 of them). Arrival is when this one
 * Node process reads the frame: with thousands of sockets to read, its own turn adds milliseconds, so the
 * figures are an upper bound on what a browser tab would see.
 */
export async function measureFanout(
  app: RunningProcess,
  streams: number,
  firstUser: number,
  rounds: number,
): Promise<FanoutResult> {
  const prepared = await setUpCircles(app, Math.ceil(streams / STREAMS_PER_CIRCLE), firstUser);
  await settle(1000);
  const rssBefore = app.rss();
  const circles: Circle[] = [];
  for (const circle of prepared) circles.push(await openStreams(app, circle));
  await settle(1000);
  const open = circles.flatMap((circle) => circle.streams);
  const rssPerStreamKb = Math.round((app.rss() - rssBefore) / open.length / 1024);
  const afterResponse: number[] = [];
  const afterRequest: number[] = [];
  let missed = 0;
  const cpuBefore = app.cpuMicros();
  for (let round = 0; round < rounds; round += 1) {
    for (const stream of open) stream.expect();
    const action = round % 2 === 0 ? 'leave' : 'join';
    await Promise.all(
      circles.map(async (circle) => {
        const sent = performance.now();
        await post(app.base, `/api/circles/${circle.id}/${action}`, circle.moverCookie);
        const answered = performance.now();
        await waitForDeliveries(circle.streams, 5000);
        for (const stream of circle.streams) {
          if (stream.arrivedAt === undefined) missed += 1;
          else {
            afterResponse.push(stream.arrivedAt - answered);
            afterRequest.push(stream.arrivedAt - sent);
          }
        }
      }),
    );
    await settle(200);
  }
  const serverCpu = app.cpuMicros() - cpuBefore;
  for (const stream of open) stream.close();
  await settle(500);
  const round2 = (value: number) => Math.round(value * 100) / 100;
  return {
    streams: open.length,
    rounds,
    delivered: afterResponse.length,
    missed,
    afterResponse: {
      p50: round2(percentile(afterResponse, 0.5)),
      p99: round2(percentile(afterResponse, 0.99)),
    },
    afterRequest: { p50: round2(percentile(afterRequest, 0.5)), p99: round2(percentile(afterRequest, 0.99)) },
    rssPerStreamKb,
    serverCpuPerDeliveryUs: afterResponse.length > 0 ? Math.round(serverCpu / afterResponse.length) : 0,
  };
}
