export * from './measures';
export * from './metrics';
export * from './messages';
export * from './performance';
export * from './benchmarks';
export * from './intervals';
export * from './lift';
