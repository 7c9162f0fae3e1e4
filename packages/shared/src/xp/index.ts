export * from './badges';
export * from './dtos';
export * from './fair-play';
export * from './leaderboard';
export * from './periods';
export * from './rules';
export * from './streak';
export * from './verified';
