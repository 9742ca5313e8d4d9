export * from './constants';
export * from './messages';
export * from './schemas';
export * from './height';
export * from './phone';
export * from './registration-token';
export * from './storable-text';
export * from './vote-packages';
