export * from './badges';
export * from './dtos';
export * from './periods';
export * from './rules';
export * from './streak';
export * from './verified';
