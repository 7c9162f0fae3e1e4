export * from './badges';
export * from './dtos';
export * from './rules';
export * from './streak';
export * from './verified';
