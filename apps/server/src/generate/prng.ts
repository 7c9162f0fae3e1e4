/**
 * A small seeded generator (mulberry32) so the same seed always yields the same rows: a generated dataset can
 * be rebuilt exactly, and a benchmark or a query-plan test sees the same shape every time.
 */
export interface Prng {
  /** [0, 1), like Math.random. */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** A version-4-shaped UUID, as the app's randomUUID() makes, from this generator's stream. */
  uuid(): string;
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const nextUint32 = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const hex = (value: number) => value.toString(16).padStart(8, '0');
  const next = () => nextUint32() / 4_294_967_296;
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
    uuid() {
      const a = hex(nextUint32());
      const b = hex(nextUint32());
      const c = hex(nextUint32());
      const d = hex(nextUint32());
      const variant = ((parseInt(c[0]!, 16) & 0x3) | 0x8).toString(16);
      return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${variant}${c.slice(1, 4)}-${c.slice(4)}${d.slice(0, 4)}`;
    },
  };
}
