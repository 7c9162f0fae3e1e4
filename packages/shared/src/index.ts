export * from './auth';
export * from './contact';
export * from './error-codes';
export * from './limits';
export * from './messages';
export * from './routes';
